import { simulateYear } from '@tic/shared';
import { runServerSuite, suiteDatabase } from './serverSuite.js';

const SERVER_TEST = 'apps/server/test/simulated-year.test.ts';

/**
 * The simulated year (issue 29) longer than CI's fixed seed. The shared rules: SIM_YEAR_RUNS years (default 5) of
 * SIM_YEAR_APPLICATIONS applications each (default 2,000), each from a new seed (SIM_YEAR_SEED repeats one). Then the
 * server's year through the API (apps/server/test/simulated-year.test.ts) with SIM_YEAR_SERVER_APPLICATIONS
 * applications (default 400; 0 skips it) from the first seed, on PGlite or on BENCH_DATABASE_URL. A broken promise
 * fails the bench with the seed that repeats it and the first violations.
 */
export async function yearScenario(): Promise<void> {
  const years = Number(process.env.SIM_YEAR_RUNS ?? 5);
  const applications = Number(process.env.SIM_YEAR_APPLICATIONS ?? 2000);
  const first = Number(process.env.SIM_YEAR_SEED ?? Date.now() % 2_147_483_647);
  console.log(`\n  simulated year: ${years} years of ${applications} applications from seed ${first}`);
  for (let i = 0; i < years; i++) {
    const seed = first + i;
    const started = performance.now();
    const r = simulateYear({ seed, applications });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  seed ${seed}: ${r.events} events, ${r.pauses} pauses, ${r.issued} issued, ${r.cancelled} cancelled, ${r.checks} checks in ${seconds} s`);
    if (r.violations.length) {
      console.log(r.violations.slice(0, 10).join('\n'));
      console.log(`  simulated year: FAILED (SIM_YEAR_SEED=${seed} repeats it)`);
      process.exitCode = 1;
      return;
    }
  }
  const onServer = process.env.SIM_YEAR_SERVER_APPLICATIONS ?? '400';
  if (Number(onServer) <= 0) return;
  console.log(`\n  simulated year through the server's API: ${onServer} applications, seed ${first}, on ${suiteDatabase()}`);
  const started = performance.now();
  const out = await runServerSuite(SERVER_TEST, { SIM_YEAR_APPLICATIONS: onServer, SIM_YEAR_SEED: String(first) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const line = /simulated year \(seed .*/.exec(out.text)?.[0];
  if (out.code !== 0 || !line) {
    console.log(out.text.slice(-6000));
    console.log(`  simulated year through the API: FAILED after ${seconds} s (SIM_YEAR_SEED=${first} SIM_YEAR_SERVER_APPLICATIONS=${onServer} repeats it)`);
    process.exitCode = 1;
    return;
  }
  console.log(`  ${line}`);
  console.log(`  every promise held after every day; ${seconds} s`);
}
