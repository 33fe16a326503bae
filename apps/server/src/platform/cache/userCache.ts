import { LRUCache } from 'lru-cache';

interface Entry<V> {
  userId: number;
  value: V;
}

export interface UserCacheOptions<V> {
  /** Most entries kept (least recently used go first). */
  max: number;
  /** Safety bound on staleness should a change signal ever be missed (LISTEN connection down). */
  ttlMs: number;
  /** With `size`, a budget in the same unit (e.g. bytes) instead of counting entries alone. */
  maxSize?: number;
  size?: (value: V) => number;
}

/**
 * An in-process cache whose entries each belong to one user, so that a change of that user (signalled
 * by the database after commit, or by the user's own write in this process) drops all of them at once.
 */
export class UserCache<V extends object> {
  private readonly lru: LRUCache<string, Entry<V>>;
  private readonly keysByUser = new Map<number, Set<string>>();

  constructor(opts: UserCacheOptions<V>) {
    const size = opts.size;
    this.lru = new LRUCache<string, Entry<V>>({
      max: opts.max,
      ttl: opts.ttlMs,
      ...(opts.maxSize && size ? { maxSize: opts.maxSize, sizeCalculation: (e: Entry<V>) => Math.max(1, size(e.value)) } : {}),
      dispose: (entry, key) => this.unindex(entry.userId, key),
    });
  }

  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }

  set(key: string, userId: number, value: V): void {
    this.lru.set(key, { userId, value });
    // After set: replacing a key disposes (unindexes) the old entry first.
    if (!this.lru.has(key)) return;
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  evictUser(userId: number): void {
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const key of [...keys]) this.lru.delete(key);
    this.keysByUser.delete(userId);
  }

  clear(): void {
    this.lru.clear();
    this.keysByUser.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  private unindex(userId: number, key: string) {
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByUser.delete(userId);
  }
}
