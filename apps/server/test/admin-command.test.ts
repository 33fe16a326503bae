import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator, resetStaffPassword } from '../src/modules/accounts/administrators.js';
import { createTestContext, type TestContext } from './helpers.js';

/** Issue 34: the first staff administrator of a production database, and a staff password reset, without SQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO: '0' });
});
afterAll(() => ctx.close());

const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/frontend/v1/login', payload: { username, password }, headers: { langId: 'en' } });
const run = Date.now().toString(36).slice(-6);

describe('createAdministrator and resetStaffPassword', () => {
  it('refuse a weak or common password with the product rule, create nothing', async () => {
    for (const password of ['ab1', 'onlyletters', '12345678', 'password1', 'with space1'])
      expect(await createAdministrator(ctx.database.db, { username: `boss${run}`, email: 'boss@example.com', password })).toMatchObject({ ok: false });
    expect((await signIn(`boss${run}`, 'password1')).statusCode).not.toBe(200);
  });

  it('create a staff administrator who signs in; a second run changes nothing and says so', async () => {
    const first = await createAdministrator(ctx.database.db, { username: `boss${run}`, email: 'boss@example.com', password: 'Tic#Admin2026' });
    expect(first).toMatchObject({ ok: true, changed: true });
    const res = await signIn(`boss${run}`, 'Tic#Admin2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ username: `boss${run}` });
    const me = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/staff/me', cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) });
    expect(me.statusCode, me.body).toBe(200);
    const again = await createAdministrator(ctx.database.db, { username: `BOSS${run}`, email: 'other@example.com', password: 'Other#Pass2026' });
    expect(again).toMatchObject({ ok: true, changed: false });
    expect(again.message).toContain('already exists');
    expect((await signIn(`boss${run}`, 'Tic#Admin2026')).statusCode).toBe(200);
  });

  it('reset a staff password (not a customer one); the old one stops working', async () => {
    expect(await resetStaffPassword(ctx.database.db, { username: `boss${run}`, password: '123' })).toMatchObject({ ok: false });
    expect(await resetStaffPassword(ctx.database.db, { username: `boss${run}`, password: 'New#Admin2027' })).toMatchObject({ ok: true, changed: true });
    expect((await signIn(`boss${run}`, 'Tic#Admin2026')).statusCode).not.toBe(200);
    expect((await signIn(`boss${run}`, 'New#Admin2027')).statusCode).toBe(200);
    expect(await resetStaffPassword(ctx.database.db, { username: 'nobody-here', password: 'New#Admin2027' })).toMatchObject({ ok: false });
  });
});

describe('npm run admin (the script, on a new PGlite data folder)', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const admin = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/admin/cli.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DEMO: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Tic#Admin2026', LOG_LEVEL: 'silent' },
      timeout: 240_000,
    });
  it('creates the administrator, then exits 0 saying it exists; a wrong call exits 1 with the usage', { timeout: 300_000 }, () => {
    const created = admin('create', '--username', 'root1', '--email', 'root@example.com');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Staff administrator "root1" created');
    const again = admin('create', '--username', 'root1', '--email', 'root@example.com');
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('already exists');
    const usage = admin('create', '--username', 'root2');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage:');
  });
});
