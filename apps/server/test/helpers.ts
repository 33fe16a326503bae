import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';

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
 * A real database for each test file: in-memory PGlite by default, the PostgreSQL of DATABASE_URL when set
 * (CI runs the suite on both). Migrations, reference data and the demo accounts are applied as at start-up.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({ DEMO: '1', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}), ...env });
  const database = await openDatabase({ url: config.databaseUrl });
  await prepareDatabase(database, { demo: true });
  const clock = testClock();
  const app = await buildApp({ config, database, now: clock.now, logger: false, mailWorker: false });
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
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
