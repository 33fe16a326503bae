import { runServerSuite, suiteDatabase } from './serverSuite.js';

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
  console.log(`\n  money ledger: ${runs} random sequences, seed ${seed}, on ${suiteDatabase()}`);
  const started = performance.now();
  const out = await runServerSuite(TEST, { MONEY_PROPERTY_RUNS: runs, MONEY_PROPERTY_SEED: seed });
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
