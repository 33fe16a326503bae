import fp from 'fastify-plugin';
import { createResumable, type Resumable } from './tus.js';

declare module 'fastify' {
  interface FastifyInstance {
    resumable: Resumable;
  }
}

const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

/** One tus server per process (both API prefixes use it) and the hourly removal of abandoned partial uploads. */
export const resumablePlatform = fp(async (app) => {
  const resumable = await createResumable(app.config, app.db, app.storage);
  app.decorate('resumable', resumable);
  const timer = setInterval(() => {
    resumable.cleanUp().then(
      (n) => n > 0 && app.log.info({ removed: n }, 'expired partial uploads removed'),
      (err: unknown) => app.log.warn({ err }, 'clean-up of partial uploads failed'),
    );
  }, CLEAN_UP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
