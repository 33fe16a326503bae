import { applicationsScenario } from './scenarios/applications.js';

/** The applications scenario alone: `node --import tsx bench/applications.ts`. */
await applicationsScenario(Number(process.env.BENCH_PORT ?? 3950));
