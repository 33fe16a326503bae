import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The orphan-file sweep's SQL (sweep.ts): what refers to a stored file, read from the database's own catalogue. */
type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as Rows<T>).rows;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
/** The id of a referring path: `/file/12`, `/attachment/12` (the digits are captured, so 12 never matches 123). */
const REFERENCE = String.raw`/(?:file|attachment)/([0-9]+)`;

/** Every foreign key column that refers to stored_files. */
async function foreignKeys(db: Db) {
  return rowsOf<{ tbl: string; col: string }>(
    db,
    sql`select cl.relname as tbl, a.attname as col
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
         where c.contype = 'f' and c.confrelid = 'stored_files'::regclass`,
  );
}

/** Every table of the application (stored_files itself aside). */
async function tables(db: Db) {
  return rowsOf<{ tbl: string }>(
    db,
    sql`select table_name as tbl from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'stored_files'`,
  );
}

/** `not exists` over every foreign key to stored_files, for the row aliased `f`. */
const unreferenced = (fks: { tbl: string; col: string }[]) =>
  sql.join(
    fks.map((k) => sql`not exists (select 1 from ${ident(k.tbl)} r where r.${ident(k.col)} = f.id)`),
    sql` and `,
  );

/**
 * The ids among `ids` that some row of any table names by path, in any column: each table is read once, as the
 * text of its whole rows (a JSON document's strings, an array's items and a text column alike).
 */
async function namedByPath(db: Db, ids: number[]): Promise<Set<number>> {
  const wanted = new Set(ids);
  const named = new Set<number>();
  if (!wanted.size) return named;
  for (const { tbl } of await tables(db)) {
    const found = await rowsOf<{ id: string }>(
      db,
      sql`select distinct m[1] as id from ${ident(tbl)} r, regexp_matches(r::text, ${REFERENCE}, 'g') m where r::text ~ ${REFERENCE}`,
    );
    for (const { id } of found) if (wanted.has(Number(id))) named.add(Number(id));
  }
  return named;
}

/** Deletes unreferenced file rows created before `cutoff`; answers the storage keys whose bytes go with them. */
async function deleteUnreferenced(db: Db, cutoff: Date): Promise<string[]> {
  const fks = await foreignKeys(db);
  const whereFree = fks.length ? unreferenced(fks) : sql`true`;
  const candidates = await rowsOf<{ id: number }>(db, sql`select f.id from stored_files f where f.created_at < ${cutoff.toISOString()} and ${whereFree}`);
  if (!candidates.length) return [];
  const byPath = await namedByPath(
    db,
    candidates.map((c) => c.id),
  );
  const ids = candidates.map((c) => c.id).filter((id) => !byPath.has(id));
  if (!ids.length) return [];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // Locked first: a row referring to one of them can no longer be written until this commits; then counted again.
    await t.execute(sql`select id from stored_files where id in (${idList}) for update`);
    const free = await rowsOf<{ id: number }>(t, sql`select f.id from stored_files f where f.id in (${idList}) and ${whereFree}`);
    const stillNamed = await namedByPath(
      t,
      free.map((r) => r.id),
    );
    const gone = free.map((r) => r.id).filter((id) => !stillNamed.has(id));
    if (!gone.length) return [];
    const deleted = await rowsOf<{ storage_key: string }>(
      t,
      sql`delete from stored_files where id in (${sql.join(
        gone.map((id) => sql`${id}`),
        sql`, `,
      )}) returning storage_key`,
    );
    return deleted.map((d) => d.storage_key);
  });
}

/** Which of `keys` a stored_files row names. */
async function knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const found = await rowsOf<{ storage_key: string }>(
    db,
    sql`select storage_key from stored_files where storage_key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  return new Set(found.map((r) => r.storage_key));
}

export const sweepRepo = { deleteUnreferenced, knownKeys };
