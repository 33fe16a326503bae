import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs one server suite (`vitest --project server`) with `env` added, on the embedded database, or on PostgreSQL
 * when BENCH_DATABASE_URL names a database (the suite makes its own copies beside it): its exit code and output.
 * The scenarios that run a suite longer than CI does (money, year) go through here.
 */
export function runServerSuite(test: string, env: Record<string, string>): Promise<{ code: number | null; text: string }> {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const pg = process.env.BENCH_DATABASE_URL;
  return new Promise((resolve) => {
    const proc = spawn('npx', ['vitest', 'run', '--project', 'server', test], {
      cwd: root,
      env: { ...inherited, ...(pg ? { DATABASE_URL: pg } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    proc.stdout!.on('data', (c: Buffer) => (text += c.toString()));
    proc.stderr!.on('data', (c: Buffer) => (text += c.toString()));
    proc.on('close', (code) => resolve({ code, text }));
  });
}

/** Where a suite runs, as the scenarios print it. */
export const suiteDatabase = () => (process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'the embedded database (PGlite)');
