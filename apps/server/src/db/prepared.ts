import type { Db } from './client.js';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database and reused: on hot paths (every request's session, the notice lists)
 * drizzle's query building costs more Node time than PostgreSQL takes to answer, and a named statement
 * is also parsed and planned once per connection instead of on every call.
 */
export function prepared<T>(db: Db, name: string, build: () => T): T {
  let forDb = cache.get(db);
  if (!forDb) cache.set(db, (forDb = new Map()));
  let query = forDb.get(name) as T | undefined;
  if (!query) forDb.set(name, (query = build()));
  return query;
}
