import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ceilingVerdict, LoadWindow } from '../verdict.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The goals of issue 18 (seconds from `npm start` to GET /readyz answering 200). */
export const STARTUP_GOALS = { second: 3, first: 15 } as const;

interface Start {
  seconds: number;
  /** The server's own line: "Ready in … s: imports … s, database … s, …" (main.ts). */
  phases: string;
}

/** `npm start` (scripts/start.mjs: the server, and the web build beside it when dist is not current) with DATA_DIR, until /readyz answers 200; then stopped. */
async function timedStart(port: number, dataDir: string): Promise<Start> {
  // What a user's `npm start` reads: the embedded database (no DATABASE_URL), demo mode by default.
  const { DATABASE_URL: _url, DEMO: _demo, ...env } = process.env;
  const started = performance.now();
  const proc = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let out = '';
  proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = `http://127.0.0.1:${port}/readyz`;
  const deadline = Date.now() + Number(process.env.BENCH_READY_SECONDS ?? 300) * 1000;
  let seconds = 0;
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`npm start exited with ${proc.exitCode}`);
      try {
        if ((await fetch(url)).ok) {
          seconds = (performance.now() - started) / 1000;
          break;
        }
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error('the server did not become ready (BENCH_READY_SECONDS)');
      await new Promise((r) => setTimeout(r, 50));
    }
    // The banner (with the phases) follows the listen by a moment.
    for (let i = 0; i < 100 && !/Ready in .*/.test(out); i++) await new Promise((r) => setTimeout(r, 50));
    return { seconds, phases: /Ready in .*/.exec(out)?.[0] ?? '(no phase line)' };
  } finally {
    // npm runs the server as its child: stop the whole group.
    process.kill(-proc.pid!, 'SIGTERM');
    await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
    // npm may exit before the server has closed (it finishes what it started after the listen: the job queue's start,
    // the signing identity): the next start must not find this one still answering on the port.
    for (let i = 0; i < 1200; i++) {
      try {
        await fetch(url);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * Start-up (issue 18), `npm start` on the embedded database:
 * 1. a fresh clone's first start: no apps/web/dist and no server bundle (both removed here; this start builds them
 *    again) and an empty data folder, so the web build runs beside the server's start-up (migrations, reference and
 *    demo data);
 * 2. a restart on the data that start left, the tree built (what a restart costs);
 * 3. a first start on an empty data folder with the tree built.
 * Each start is its own measurement: it waits for a quiet machine first (LoadWindow.open: the previous start's build
 * and servers raise the load average it would read) and is judged by the load at its own start.
 * Prints each start's time, the server's phases, and a verdict per goal only on a quiet machine.
 */
export async function startupScenario(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-bench-start-'));
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'tic-bench-start-'));
  const measured = async (what: string, dir: string) => {
    const window = await LoadWindow.open(`the ${what}`);
    const start = await timedStart(port, dir);
    window.close();
    console.log(`  ${`${what}:`.padEnd(46)} ready in ${start.seconds.toFixed(1)} s  (${start.phases})`);
    console.log(`    ${window.describe()}`);
    return { ...start, window };
  };
  try {
    console.log('');
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
    rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
    const fresh = await measured('fresh clone (no builds, empty data folder)', dataDir);
    const second = await measured('second start, built tree, existing data', dataDir);
    const first = await measured('first start, built tree, empty data folder', emptyDir);
    console.log(ceilingVerdict('npm start, built tree and existing data', second.seconds, STARTUP_GOALS.second, 's', second.window));
    console.log(ceilingVerdict('npm start of a fresh clone (builds and empty data folder)', fresh.seconds, STARTUP_GOALS.first, 's', fresh.window));
    return { fresh, second, first };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
  }
}
