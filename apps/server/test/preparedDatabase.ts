import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';

/**
 * The server suite prepares one database per run (migrations, reference data, demo accounts: what
 * createTestContext used to do for every file) and gives each test context a copy of it:
 * - PGlite: globalSetup dumps the prepared data folder to a file; each context opens a PGlite loaded from it.
 * - PostgreSQL: globalSetup prepares a template database beside DATABASE_URL's; each context gets its own database
 *   made from it (CREATE DATABASE … TEMPLATE), dropped at close. So files no longer share one database on PostgreSQL
 *   and run in parallel there as well.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a prepared PGlite data folder (PGlite runs). */
    preparedPglite: string | undefined;
    /** The prepared template database's name (PostgreSQL runs). */
    preparedTemplate: string | undefined;
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** DATABASE_URL with another database name. */
export function urlWithDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const databaseNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Copies of one run are named `<DATABASE_URL's database>_t_<random>`; the template `<…>_tpl`. */
export const templateNameFor = (url: string) => `${databaseNameOf(url)}_tpl`;
export const copyPrefixFor = (url: string) => `${databaseNameOf(url)}_t_`;

/** Runs a statement on DATABASE_URL's own database (any database of the server can create and drop others). */
export async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string, name: string) {
  await onServer(url, (c) => c.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}

/** globalSetup, PostgreSQL: a fresh template database, migrated and seeded once. */
export async function prepareTemplate(url: string) {
  const name = templateNameFor(url);
  await dropDatabase(url, name);
  await onServer(url, (c) => c.query(`create database ${quoteIdent(name)}`));
  const database = await openDatabase({ url: urlWithDatabase(url, name), poolMax: 2 });
  try {
    await prepareDatabase(database, { demo: true });
  } finally {
    // A template must have no connection open while it is copied.
    await database.close();
  }
  return name;
}

/** globalSetup teardown, PostgreSQL: the template and any copy a crashed file left behind. */
export async function dropTemplateAndCopies(url: string) {
  await onServer(url, async (c) => {
    const prefix = copyPrefixFor(url).replace(/[_%\\]/g, (ch) => `\\${ch}`);
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname = $2`, [
      `${prefix}%`,
      templateNameFor(url),
    ]);
    for (const { datname } of rows) await c.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
  });
}

/** globalSetup, PGlite: the prepared database as a tarball. */
export async function preparePgliteDump() {
  const database = await openDatabase({});
  try {
    await prepareDatabase(database, { demo: true });
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

export interface TestDatabase {
  database: Database;
  /** The DATABASE_URL of this copy (PostgreSQL), for the app's config. */
  url: string | undefined;
  /** Closes the connections and removes the copy. */
  close(): Promise<void>;
}

/**
 * A database for one test context, as prepared by globalSetup; without a prepared one (the suite run another way)
 * it opens and prepares one itself, as before.
 */
export async function openTestDatabase(prepared: { pglite?: string; template?: string }, serverUrl: string | undefined): Promise<TestDatabase> {
  if (serverUrl && prepared.template) {
    const name = `${copyPrefixFor(serverUrl)}${randomBytes(5).toString('hex')}`;
    await createFromTemplate(serverUrl, name, prepared.template);
    const url = urlWithDatabase(serverUrl, name);
    const database = await openDatabase({ url });
    return {
      database,
      url,
      close: async () => {
        await database.close();
        await dropDatabase(serverUrl, name);
      },
    };
  }
  if (!serverUrl && prepared.pglite) {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(prepared.pglite)]) });
    return { database, url: undefined, close: () => database.close() };
  }
  const database = await openDatabase({ url: serverUrl });
  await prepareDatabase(database, { demo: true });
  return { database, url: serverUrl, close: () => database.close() };
}

/** CREATE DATABASE … TEMPLATE; retried while PostgreSQL says the template is busy (another copy being made). */
async function createFromTemplate(serverUrl: string, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(serverUrl, (c) => c.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`));
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
