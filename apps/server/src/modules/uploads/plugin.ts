import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { Resumable } from './tus.js';

/** The tus server of this process, made at the first resumable upload (the tus libraries are not loaded at start-up). */
export interface LazyResumable {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Removes partial uploads untouched for RESUMABLE_EXPIRY_MS; answers how many. */
  cleanUp(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    resumable: LazyResumable;
  }
}

const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

/** One tus server per process (both API prefixes use it) and the hourly removal of abandoned partial uploads. */
export const resumablePlatform = fp(async (app) => {
  let made: Promise<Resumable> | null = null;
  const tus = () => (made ??= import('./tus.js').then((m) => m.createResumable(app.config, app.database, app.storage)));
  const resumable: LazyResumable = {
    handle: async (req, res) => (await tus()).server.handle(req, res),
    cleanUp: async () => (await tus()).cleanUp(),
  };
  app.decorate('resumable', resumable);
  const timer = setInterval(() => {
    resumable.cleanUp().then(
      (n) => n > 0 && app.log.info({ removed: n }, 'expired partial uploads removed'),
      (err: unknown) => app.log.warn({ err }, 'clean-up of partial uploads failed'),
    );
  }, CLEAN_UP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (made) await (await made).close();
  });
});
