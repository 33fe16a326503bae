import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEST = 'apps/server/src/modules/payments/ledger.property.test.ts';

/**
 * The money ledger's property test (issue 28) with many more random sequences than CI's fixed seed: MONEY_PROPERTY_RUNS
 * (default 400) sequences from a new seed each time (MONEY_PROPERTY_SEED to repeat one), on the embedded database,
 * or on PostgreSQL when BENCH_DATABASE_URL names a database (the suite makes its own copies beside it). Prints how
 * many sequences and steps ran; a sequence that breaks an invariant fails the bench with its counterexample.
 */
export async function moneyScenario(): Promise<void> {
  const runs = process.env.MONEY_PROPERTY_RUNS ?? '400';
  const seed = process.env.MONEY_PROPERTY_SEED ?? String(Date.now() % 2_147_483_647);
  const { DATABASE_URL: _url, ...env } = process.env;
  const pg = process.env.BENCH_DATABASE_URL;
  console.log(`\n  money ledger: ${runs} random sequences, seed ${seed}, on ${pg ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'the embedded database (PGlite)'}`);
  const started = performance.now();
  const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
    const proc = spawn('npx', ['vitest', 'run', '--project', 'server', TEST], {
      cwd: root,
      env: { ...env, ...(pg ? { DATABASE_URL: pg } : {}), MONEY_PROPERTY_RUNS: runs, MONEY_PROPERTY_SEED: seed },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    proc.stdout!.on('data', (c: Buffer) => (text += c.toString()));
    proc.stderr!.on('data', (c: Buffer) => (text += c.toString()));
    proc.on('close', (code) => resolve({ code, text }));
  });
  const line = /money property: .*/.exec(out.text)?.[0];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (out.code !== 0 || !line) {
    console.log(out.text.slice(-6000));
    console.log(`  money ledger: FAILED after ${seconds} s (seed ${seed}: MONEY_PROPERTY_SEED=${seed} repeats it)`);
    process.exitCode = 1;
    return;
  }
  console.log(`  ${line}`);
  console.log(`  every invariant held after every step; ${seconds} s`);
}
