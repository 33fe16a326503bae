import { simulateYear } from '@tic/shared';

/**
 * The simulated year (issue 29) longer than CI's fixed seed: SIM_YEAR_RUNS years (default 5) of SIM_YEAR_APPLICATIONS
 * applications each (default 2,000), each from a new seed (SIM_YEAR_SEED repeats one). A broken promise fails the
 * bench with the seed that repeats it and the first violations.
 */
export function yearScenario(): void {
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
}
