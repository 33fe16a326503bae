import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { notify, type Unlisten } from '../../db/listener.js';
import type { UserCache } from './userCache.js';

/** The channel the database signals a user's id on after any change a user cache answers from (migration 0005). */
export const USER_CHANGED_CHANNEL = 'tic_user_changed';

/** Every user-keyed cache of this process, dropped together for a user. */
export class UserCaches {
  private readonly caches = new Set<UserCache<object>>();

  register<V extends object>(cache: UserCache<V>): UserCache<V> {
    this.caches.add(cache as unknown as UserCache<object>);
    return cache;
  }

  evictUser(userId: number): void {
    for (const c of this.caches) c.evictUser(userId);
  }

  clear(): void {
    for (const c of this.caches) c.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    userCaches: UserCaches;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Bound on waiting for our own marker (a broken LISTEN connection must not stall every write). */
const BARRIER_TIMEOUT_MS = 500;
const MARKER = 'm:';

/**
 * Keeps the user caches true. Other processes are covered by the database's signal after commit; in
 * this process a signed-in write answers only once its own signals have come back (a marker round trip),
 * so that the next request, by that user or by the customer a staff member acted on, reads what was
 * written. A lost LISTEN connection empties the caches, since signals sent while it was down are gone.
 */
export const userCachesPlugin = fp(async (app) => {
  const caches = new UserCaches();
  app.decorate('userCaches', caches);
  let unlisten: Unlisten | null = null;
  const markers = new Map<string, () => void>();

  /**
   * Signals reach every listener in commit order, so once a marker sent now comes back, every change this
   * request committed (for any user: staff acting on a customer) has been applied to this process's caches.
   */
  async function barrier() {
    if (!unlisten) return;
    const marker = MARKER + randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      markers.set(marker, resolve);
      timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
    });
    try {
      await notify(app.db, USER_CHANGED_CHANNEL, marker);
      await heard;
    } finally {
      clearTimeout(timer);
      markers.delete(marker);
    }
  }

  app.addHook('onSend', async (req) => {
    if (!req.user || READS.has(req.method)) return;
    caches.evictUser(req.user.id);
    // A member's write may change what its organisation's caches hold (the notice page of the organisation).
    if (req.org && req.org.id !== req.user.id) caches.evictUser(req.org.id);
    // The answer still leaves if the database cannot be reached now; the TTL bounds what the caches hold.
    await barrier().catch((err: unknown) => req.log.warn({ err }, 'cache barrier failed'));
  });
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(
      USER_CHANGED_CHANNEL,
      (payload) => {
        if (payload.startsWith(MARKER)) return markers.get(payload)?.();
        const id = Number(payload);
        if (Number.isInteger(id)) caches.evictUser(id);
      },
      (err) => {
        caches.clear();
        app.log.warn({ err }, 'user-change LISTEN connection lost; caches emptied, reconnecting');
      },
    );
  });
  app.addHook('onClose', async () => {
    caches.clear();
    const u = unlisten;
    unlisten = null;
    await u?.();
  });
});
