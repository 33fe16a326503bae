import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';
import type { Database } from '../../db/client.js';

/** Where a process asks the holder of an upload's lock, in whichever process, to let go (payload: the upload id). */
const RELEASE_CHANNEL = 'tic_tus_release';
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 100;

/**
 * The lock of a resumable upload across processes (issue 34: no sticky sessions). @tus/server's MemoryLocker only
 * keeps apart requests reaching one process; behind a balancer the next chunk of an upload may reach another process
 * while the first still writes. This locker takes a PostgreSQL session advisory lock per upload id on one dedicated
 * connection of this process (so a held lock costs no pooled connection), with the same meaning as MemoryLocker:
 * - a request that finds the upload locked asks the holder to release it (tus: a resumed PATCH ends a stale one):
 *   in this process directly, in the others through NOTIFY on `tic_tus_release`;
 * - it retries until the holder lets go, or answers tus's lock timeout after 30 s.
 * A process that dies (kill -9) loses its connection, and PostgreSQL releases its locks with it.
 */
export async function pgLocker(url: string, database: Database): Promise<Locker & { close(): Promise<void> }> {
  // One connection, never closed for idleness (that would drop the locks held on it); the pool replaces it after an error.
  const conn = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  conn.on('error', () => undefined);
  /** The locks this process holds: upload id -> how to ask its request to let go. */
  const held = new Map<string, RequestRelease>();
  const unlisten = await database.listen(RELEASE_CHANNEL, (id) => void held.get(id)?.());
  const key = (id: string) => [`tus:${id}`];

  async function tryTake(id: string, release: RequestRelease): Promise<boolean> {
    if (held.has(id)) return false;
    // Reserved in the map before the round trip, so two requests of this process never both pass.
    held.set(id, release);
    try {
      const { rows } = await conn.query<{ got: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as got', key(id));
      if (rows[0]?.got) return true;
    } catch {
      /* the connection broke: try again */
    }
    held.delete(id);
    return false;
  }

  const locker: Locker & { close(): Promise<void> } = {
    newLock(id: string): Lock {
      return {
        async lock(stopSignal: AbortSignal, requestRelease: RequestRelease) {
          const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
          let asked = false;
          while (!stopSignal.aborted && Date.now() < deadline) {
            if (await tryTake(id, requestRelease)) return;
            if (!asked) {
              asked = true;
              await held.get(id)?.();
              await conn.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, id]).catch(() => undefined);
            }
            await new Promise((r) => setTimeout(r, RETRY_MS));
          }
          throw ERRORS.ERR_LOCK_TIMEOUT;
        },
        async unlock() {
          if (!held.delete(id)) throw new Error('Releasing an unlocked lock!');
          await conn.query('select pg_advisory_unlock(hashtextextended($1, 0))', key(id)).catch(() => undefined);
        },
      };
    },
    async close() {
      await unlisten();
      await conn.end();
    },
  };
  return locker;
}
