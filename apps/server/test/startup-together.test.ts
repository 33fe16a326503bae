import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyPrefixFor, dropDatabase, onServer, urlWithDatabase } from './preparedDatabase.js';

// Issue 34: processes started at the same moment on a new PostgreSQL database raced on the migrations (one died with
// `Failed query: CREATE TABLE "login_events"`). PostgreSQL only: PGlite is one process's database.
const serverUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const entry = path.join(repoRoot, 'apps/server/src/main.ts');

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

/** The real entry point under tsx, as the README's production command runs it. */
function start(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  return { proc, exited, output: () => out, exitCode: () => exitCode };
}

async function healthy(url: string, proc: ReturnType<typeof start>) {
  for (let i = 0; i < 600 && proc.exitCode() === undefined; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok && (await fetch(`${url}/readyz`)).ok) return true;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe.runIf(serverUrl)('processes started together on one new PostgreSQL database', () => {
  const name = `${copyPrefixFor(serverUrl ?? 'postgres://x/x')}start_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-together-'));
  const procs: ReturnType<typeof start>[] = [];
  afterAll(async () => {
    for (const p of procs) if (p.exitCode() === undefined) p.proc.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await dropDatabase(serverUrl!, name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('all four come up, and the ones that waited for the migrations say so', async () => {
    await onServer(serverUrl!, (c) => c.query(`create database "${name}"`));
    const ports = await Promise.all([1, 2, 3, 4].map(() => freePort()));
    for (const port of ports) {
      // DEMO=1: the demo accounts' seeding runs under the same lock as the migrations and the reference data.
      procs.push(start({ PORT: String(port), DATABASE_URL: urlWithDatabase(serverUrl!, name), DEMO: '1', DATA_DIR: dataDir }));
    }
    const up = await Promise.all(ports.map((port, i) => healthy(`http://127.0.0.1:${port}`, procs[i]!)));
    const outputs = procs.map((p) => p.output());
    expect(up, outputs.join('\n---\n')).toEqual([true, true, true, true]);
    expect(outputs.join('\n')).not.toContain('Start-up failed');
    // Four at once: at least one found the lock taken and logged that it waits.
    expect(outputs.filter((o) => o.includes('Another process is migrating this database')).length).toBeGreaterThan(0);
    // And every one answers a sign-in on the database the others prepared.
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/frontend/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
      });
      expect(res.status).toBe(200);
    }
  }, 240_000);
});
