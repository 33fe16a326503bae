import fp from 'fastify-plugin';
import type { Unlisten } from '../../db/listener.js';
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

/**
 * Keeps the user caches true. Other processes (and staff acting on a customer) are covered by the
 * database's signal after commit; a user's own write in this process evicts before its answer leaves,
 * so that the user's next request reads what they just wrote. A lost LISTEN connection empties the
 * caches, since signals sent while it was down are gone.
 */
export const userCachesPlugin = fp(async (app) => {
  const caches = new UserCaches();
  app.decorate('userCaches', caches);
  let unlisten: Unlisten | null = null;

  app.addHook('onSend', async (req) => {
    if (req.user && !READS.has(req.method)) caches.evictUser(req.user.id);
  });
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(
      USER_CHANGED_CHANNEL,
      (payload) => {
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
    await unlisten?.();
  });
});
