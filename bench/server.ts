import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  /** Resident memory of the server process in MiB (Linux /proc). */
  rssMiB(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the real server (embedded PGlite in a fresh folder, demo data) as its own process, as `npm start` would. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-bench-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // BENCH_READY_SECONDS: a loaded machine may need longer (the run then cannot judge anyway).
  const readySeconds = Number(process.env.BENCH_READY_SECONDS ?? 120);
  const deadline = Date.now() + readySeconds * 1000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill('SIGTERM');
      throw new Error(`server did not become ready in ${readySeconds} s (BENCH_READY_SECONDS)`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    proc,
    async rssMiB() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${proc.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function loginCookie(url: string, username = 'demo', password = 'Demo@2026'): Promise<string> {
  const res = await fetch(`${url}/frontend/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A throw-away PostgreSQL database for a scenario (`tic_bench_<name>_<time>` on the server of PG_ADMIN_URL), with
 * `drop` to remove it at the end; null, with the reason printed, when there is no PostgreSQL to create it on.
 */
export async function benchDatabase(name: string, kept?: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  // A kept database (a scenario's BENCH_…_URL): used as it is and never dropped, so its generated rows serve the next run.
  if (kept) return { url: kept, drop: async () => {} };
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`\n  ${name} scenario skipped: no PostgreSQL at ${ADMIN_URL} (${(err as Error).message})`);
    return null;
  }
  const dbName = `tic_bench_${name}_${Date.now()}`;
  await admin.query(`create database ${dbName}`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}
