import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema/index.js';
import { listenPostgres, type Unlisten } from './listener.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: functions that must run inside the caller's transaction take this instead of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL session advisory lock named `name`, so that processes started together on
   * one database take turns (migrations and seeding: issue 34). `onWait` is called when another process holds it.
   * PGlite is one process's database: `fn` just runs.
   */
  exclusive<T>(name: string, onWait: () => void, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Subscribes to NOTIFY on a channel (notifications sent inside a transaction arrive after its commit).
   * PostgreSQL: one dedicated connection per call; PGlite: its own listen API on the single connection.
   */
  listen(channel: string, onPayload: (payload: string) => void, onError?: (err: unknown) => void): Promise<Unlisten>;
  close(): Promise<void>;
  /**
   * Runs one SQL text with positional values ($1…) outside drizzle, as libraries that bring their own SQL expect
   * (pg-boss's `db` adapter, platform/jobs). Text without values may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the whole data folder as an uncompressed tarball (tests prepare one database and copy it per file). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  /** PGlite: start from this dump of a data folder (dumpDataDir) instead of an empty database. */
  loadDataDir?: Blob;
  poolMax?: number;
}

/**
 * One migration history, applied by drizzle's migrator to either engine. Each engine's driver is imported when it is
 * opened: a process uses one of them (the embedded database's WebAssembly build, or pg with its protocol code).
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      exclusive: (name, onWait, fn) => withAdvisoryLock(pool, name, onWait, fn),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onPayload, onError = () => undefined) => listenPostgres(opts.url!, channel, onPayload, onError),
      close: () => pool.end(),
      executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    };
  }
  const [{ PGlite }, { pg_trgm }, { btree_gin }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm and btree_gin: the owner-first trigram indexes of the application list and the company look-up
  // (the migrations create the extensions; PGlite loads contrib extensions only when named here).
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm, btree_gin } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusive: (_name, _onWait, fn) => fn(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        // After close() PGlite refuses every call, UNLISTEN included; nothing is left to unsubscribe then.
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement with parameters; exec() runs a script (pg-boss's schema and migrations).
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * A session-level advisory lock on one pooled connection held for the duration of `fn` (which uses the pool's other
 * connections). Session level, not transaction level: drizzle's migrator runs its own transaction, and a process
 * that dies mid-way releases the lock with its connection, so the next one takes over.
 */
async function withAdvisoryLock<T>(pool: Pool, name: string, onWait: () => void, fn: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    const key = [name];
    const { rows } = await holder.query<{ got: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as got', key);
    if (!rows[0]?.got) {
      onWait();
      await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', key);
    }
    try {
      return await fn();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', key);
    }
  } finally {
    holder.release();
  }
}
