import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import type { HostResolver } from '../src/modules/webhooks/target.js';
import { openTestDatabase } from './preparedDatabase.js';

/** A clock the tests move by hand (session idle and absolute expiry). */
export function testClock(start = new Date('2026-11-20T08:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

/**
 * A real database for each test context: in-memory PGlite by default, a database of its own on the PostgreSQL
 * server of DATABASE_URL when set (CI runs the suite on both). It starts as at start-up (migrations, reference data
 * and the demo accounts), copied from the one database the suite's globalSetup prepared (preparedDatabase.ts).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  opts: { jobs?: boolean; resolveHost?: HostResolver; businessNow?: () => Date } = {},
): Promise<TestContext> {
  // Uploads and import files of a test file go to its own folder, removed at the end.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-test-'));
  const testDb = await openTestDatabase({ pglite: inject('preparedPglite'), template: inject('preparedTemplate') }, process.env.DATABASE_URL);
  // Rate limits count real requests per minute; suites sign in far more often than a person (a test sets its own).
  let config: Config;
  try {
    config = loadConfig({
      DEMO: '1',
      LOG_LEVEL: 'silent',
      // Every answer serialised from JSON Schema is checked against its zod schema as well (issue 18).
      RESPONSE_CHECK: '1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_CODE_SEND_PER_MINUTE: '100000',
      RATE_LIMIT_CODE_CHECK_PER_MINUTE: '100000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      ...env,
    });
  } catch (err) {
    await testDb.close();
    throw err;
  }
  const database = testDb.database;
  const clock = testClock();
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    logger: false,
    mailWorker: false,
    jobs: opts.jobs ?? false,
    jobsPollingSeconds: 0.5,
    resolveHost: opts.resolveHost,
    businessNow: opts.businessNow,
  });
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

export async function login(app: FastifyInstance, username = 'demo', password = 'Demo@2026') {
  const res = await app.inject({ method: 'POST', url: '/frontend/v1/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { cookies: cookiesOf(res), res };
}

/** A fresh app with the demo customer and the staff administrator signed in (the set-up most suites share). */
export async function signedInContext(env: Record<string, string> = {}) {
  const ctx = await createTestContext(env);
  const customer = (await login(ctx.app)).cookies;
  const staff = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  return { ctx, customer, staff };
}

/** The repository's reference data (reference/: the HS 2022 nomenclature, with its source and licence); TIC_SHARED_DATA points elsewhere. */
export const SHARED_DATA = process.env.TIC_SHARED_DATA ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../reference');

/** A multipart/form-data body with one file (and optional fields), for app.inject. */
export function multipart(file: { filename: string; content: Buffer | string; contentType?: string; field?: string }, fields: Record<string, string> = {}) {
  const boundary = `----tic${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A caller of the /frontend/v1 API as one user (cookies, or none), in a language (langId header). */
export const apiCaller =
  (app: FastifyInstance) =>
  (cookies: Record<string, string> | undefined, method: Method, url: string, payload?: unknown, lang = 'en') =>
    app.inject({ method, url: `/frontend/v1${url}`, cookies, payload: payload as object, headers: { langId: lang } });

/** The profile a GET /customer/{id} answered, without what the server writes itself: the body a PUT sends back. */
export function savableProfile(answer: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _i,
    username: _u,
    missing: _m,
    editable: _e,
    verified: _v,
    is_control: _c,
    id_card: _d,
    files: _f,
    organisation_id: _o,
    company_editable: _ce,
    ...body
  } = answer;
  return body;
}
