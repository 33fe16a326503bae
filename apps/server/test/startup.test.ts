import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// What `npm start` runs (scripts/start.mjs): the server's bundle (built here when its sources changed), with plain node.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { cwd: repoRoot, stdio: 'ignore' });
const main = path.join(repoRoot, 'apps/server/dist/server.mjs');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real entry point as `npm start` does, on the embedded database (this test is about the embedded default). */
function start(env: Record<string, string>) {
  const proc = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, exited, output: () => out };
}

async function waitReady(url: string, exited: Promise<unknown>) {
  let done = false;
  void exited.then(() => (done = true));
  // A guard against a hang, not a speed check (the bench times start-up): a first start migrates and seeds a new data
  // folder, which took over a minute beside the journeys and the other server suite at load 16.
  for (let i = 0; i < 720 && !done; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(done ? 'server exited before it was ready' : 'server did not become ready in 3 minutes');
}

/** A port nothing listens on: the OS picks it, then it is released for the server under test. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;

async function loginCookie() {
  const res = await fetch(`${url}/frontend/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('start-up on the embedded database', () => {
  it('prints the URL and demo accounts, keeps data across restarts and stops cleanly on SIGTERM', async () => {
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(url, first.exited);
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toMatch(/demo\s+\/ Demo@2026/);
    expect(first.output()).toMatch(/admin\s+\/ Admin@2026/);
    const cookie = await loginCookie();
    const sw = await fetch(`${url}/frontend/v1/switch-lang`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ lang: 'ar' }),
    });
    expect(sw.status).toBe(200);
    first.proc.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(url, second.exited);
    const me = await fetch(`${url}/frontend/v1/me`, { headers: { cookie: await loginCookie() } });
    expect(((await me.json()) as { data: { lang: string } }).data.lang).toBe('ar');
    second.proc.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  }, 480_000);

  it('refuses a wrong configuration value with a clear message', async () => {
    const bad = start({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
  }, 30_000);
});
