import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The orphan-file sweep's SQL (sweep.ts): what refers to a stored file, read from the database's own catalogue. The
 * rows are compared in the database (an anti-join), never brought here: each step answers at most one page of ids.
 */
type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as Rows<T>).rows;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const list = (values: (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** The id of a referring path: `/file/12`, `/attachment/12` (the digits are captured, so 12 never matches 123). */
const REFERENCE = String.raw`/(?:file|attachment)/([0-9]+)`;

/** What a sweep reads from the catalogue once: every foreign key to stored_files, every other table. */
export interface References {
  fks: { tbl: string; col: string }[];
  tables: string[];
}

async function references(db: Db): Promise<References> {
  const fks = await rowsOf<{ tbl: string; col: string }>(
    db,
    sql`select cl.relname as tbl, a.attname as col
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
         where c.contype = 'f' and c.confrelid = 'stored_files'::regclass`,
  );
  const tables = await rowsOf<{ tbl: string }>(
    db,
    sql`select table_name as tbl from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'stored_files'`,
  );
  return { fks, tables: tables.map((t) => t.tbl) };
}

/** `not exists` over every foreign key to stored_files, for the row aliased `f`. */
const noForeignKey = (refs: References) =>
  refs.fks.length
    ? sql.join(
        refs.fks.map((k) => sql`not exists (select 1 from ${ident(k.tbl)} r where r.${ident(k.col)} = f.id)`),
        sql` and `,
      )
    : sql`true`;

/**
 * The ids (as text, leading zeros dropped) that some row of any table names by path, in any column: each table's rows
 * read as text (a JSON document's strings, an array's items and a text column alike) by the database, as a relation to
 * join with, never a list brought here.
 */
const namedByPath = (refs: References) =>
  refs.tables.length
    ? sql.join(
        refs.tables.map(
          (t) => sql`select ltrim(m[1], '0') as id from ${ident(t)} r, regexp_matches(r::text, ${REFERENCE}, 'g') m where r::text ~ ${REFERENCE}`,
        ),
        sql` union all `,
      )
    : sql`select null::text as id where false`;

/**
 * The next page of unreferenced file rows created before `cutoff`, after id `after` (keyset order): no foreign key and
 * no path names them. The named ids are materialised once per page (a set PostgreSQL hashes or spills to disk): as a
 * plain subquery the planner may put the scan of every table inside a nested loop, once per file row.
 */
async function unreferencedPage(db: Db, refs: References, cutoff: Date, after: number, limit: number): Promise<number[]> {
  const page = await rowsOf<{ id: number }>(
    db,
    sql`with named as materialized (${namedByPath(refs)})
        select f.id from stored_files f
         where f.created_at < ${cutoff.toISOString()} and f.id > ${after} and ${noForeignKey(refs)}
           and not exists (select 1 from named n where n.id = f.id::text)
         order by f.id limit ${limit}`,
  );
  return page.map((r) => Number(r.id));
}

/**
 * Deletes the rows `ids` that are still unreferenced, answering their storage keys. Locked first: a row referring to
 * one of them can no longer be written until this commits; then their references are counted again.
 */
async function deleteIfUnreferenced(db: Db, refs: References, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select id from stored_files where id in (${list(ids)}) for update`);
    const free = await rowsOf<{ id: number }>(t, sql`select f.id from stored_files f where f.id in (${list(ids)}) and ${noForeignKey(refs)}`);
    if (!free.length) return [];
    // Only these ids' paths come back (at most one page), however many rows name other files.
    const named = await rowsOf<{ id: string }>(
      t,
      sql`select distinct n.id from (${namedByPath(refs)}) n where n.id in (${list(free.map((r) => String(r.id)))})`,
    );
    const stillNamed = new Set(named.map((r) => r.id));
    const gone = free.map((r) => Number(r.id)).filter((id) => !stillNamed.has(String(id)));
    if (!gone.length) return [];
    const deleted = await rowsOf<{ storage_key: string }>(t, sql`delete from stored_files where id in (${list(gone)}) returning storage_key`);
    return deleted.map((d) => d.storage_key);
  });
}

/** Which of `keys` a stored_files row names. */
async function knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const found = await rowsOf<{ storage_key: string }>(db, sql`select storage_key from stored_files where storage_key in (${list(keys)})`);
  return new Set(found.map((r) => r.storage_key));
}

export const sweepRepo = { references, unreferencedPage, deleteIfUnreferenced, knownKeys };
