import { startServer } from './server.js';
import { signedInScenario } from './scenarios/me.js';
import { formatLoad, LOAD_WAIT_SECONDS, loadAverage, LoadWindow, MAX_LOAD, verdict } from './verdict.js';
import { noticesScenario } from './scenarios/notices.js';
import { standardsImportScenario } from './scenarios/standardsImport.js';
import { applicationsScenario } from './scenarios/applications.js';
import { buildWeb, firstLoadScenario, manifestFirstLoad } from './scenarios/firstLoad.js';
import { uploadsScenario } from './scenarios/uploads.js';
import { verifyScenario } from './scenarios/verify.js';
import { queuesScenario } from './scenarios/queues.js';
import { lighthouseScenario } from './scenarios/lighthouse.js';
import { startupScenario } from './scenarios/startup.js';
import { pushScenario } from './scenarios/push.js';
import { moneyScenario } from './scenarios/money.js';
import { yearScenario } from './scenarios/year.js';
import { predictionScenario } from './scenarios/prediction.js';
import { directoryScenario } from './scenarios/directory.js';

/**
 * `npm run bench`: every scenario against a real server process; later issues add theirs here.
 * The 300 MB standards import runs on the embedded server unless BENCH_DATABASE_URL names an empty
 * PostgreSQL database, in which case it gets a server of its own on it (PGlite's WASM heap alone is
 * several hundred MiB, so the server's own memory is seen best on PostgreSQL), started with
 * BENCH_NODE_OPTIONS (default: a 256 MiB old generation, the production setting the README recommends).
 * BENCH_IMPORT_MB=0 skips the import.
 *
 * Arguments name the scenarios to run (default: all): `npm run bench -- applications`, `-- me notices`.
 * `me`: the signed-in routes on PGlite; `notices`: the same on PostgreSQL with a million notices (bench/verdict.ts).
 * `push`: a committed notice to the customer's open stream, against the round trip of the request that raised it.
 * `money`: the money ledger's property test (issue 28) with many random sequences (MONEY_PROPERTY_RUNS), printing how many ran.
 * `year`: the simulated year (issue 29) over more applications and seeds (SIM_YEAR_RUNS, SIM_YEAR_APPLICATIONS), then
 *   through the server's API (SIM_YEAR_SERVER_APPLICATIONS).
 * `directory`: the public directory search over a million listed certificates on PostgreSQL (BENCH_DIRECTORY_CERTIFICATES), p95 per kind of question.
 * `startup`: `npm start` to /readyz: a fresh clone (no web build, no data), a restart on its data, a first start on a built tree (port + 5).
 */
const SCENARIOS = [
  'me',
  'notices',
  'applications',
  'queues',
  'import',
  'firstload',
  'lighthouse',
  'uploads',
  'verify',
  'startup',
  'push',
  'money',
  'year',
  'prediction',
  'directory',
] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(SCENARIOS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`unknown scenario ${unknown.join(', ')}; scenarios: ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
console.log(
  `bench: load average (1/5/15 min) ${formatLoad(loadAverage())} at start; each measurement waits up to ${LOAD_WAIT_SECONDS} s for the 1-minute load to fall under ${MAX_LOAD} (BENCH_MAX_LOAD) and gives a met/missed verdict only when it started under it`,
);
const runs = (name: (typeof SCENARIOS)[number]) => asked.length === 0 || asked.includes(name);
const port = Number(process.env.BENCH_PORT ?? 3900);
const importMb = runs('import') ? Number(process.env.BENCH_IMPORT_MB ?? 300) : 0;

// Embedded PGlite (what `npm start` runs).
if (runs('me') || (importMb > 0 && !process.env.BENCH_DATABASE_URL)) {
  const server = await startServer(port);
  try {
    console.log(`bench: server ready at ${server.url}, rss ${await server.rssMiB()} MiB`);
    if (runs('me')) {
      await signedInScenario(server, { label: 'PGlite (embedded)', deepPage: false });
      console.log(`  server rss after load: ${await server.rssMiB()} MiB`);
    }
    if (importMb > 0 && !process.env.BENCH_DATABASE_URL) {
      console.log('\n  standards import on the embedded database (PGlite)');
      await standardsImportScenario(server);
    }
  } finally {
    await server.stop();
  }
}

// The web app's first load and Lighthouse (issue 16): built from the current source, measured in Chromium.
// BENCH_WEB_DIST: an app built before (another branch's, to compare two builds back to back), kept afterwards.
if (runs('firstload') || runs('lighthouse')) {
  const webDist = process.env.BENCH_WEB_DIST ?? buildWeb();
  const server = await startServer(port + 4, { WEB_DIST: webDist });
  try {
    if (runs('firstload')) {
      manifestFirstLoad(webDist);
      await firstLoadScenario(server);
      const [one] = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ');
      console.log(`  (load average ${one} while measuring: byte counts do not depend on it)`);
    }
    if (runs('lighthouse')) await lighthouseScenario(server);
  } finally {
    await server.stop();
    if (!process.env.BENCH_WEB_DIST) (await import('node:fs')).rmSync(webDist, { recursive: true, force: true });
  }
}

// The public certificate check (issue 15) on the embedded database, its rate limit lifted for the run.
if (runs('verify')) {
  const server = await startServer(port + 5, { RATE_LIMIT_VERIFY_PER_MINUTE: '100000000' });
  try {
    const window = await LoadWindow.open('the verify measurement');
    const v = await verifyScenario(server);
    window.close();
    console.log(`\n  ${window.describe()}`);
    console.log(verdict('GET /public/verify', v.ratio, 0.5, window));
    console.log(verdict('GET /public/verify (wrong code)', v.wrongRatio, 0.5, window));
  } finally {
    await server.stop();
  }
}

// A notice pushed to an open stream (issue 34, from the notices-delivery test) on the embedded database.
if (runs('push')) {
  const server = await startServer(port + 7);
  try {
    const window = await LoadWindow.open('the push measurement');
    const p = await pushScenario(server);
    window.close();
    console.log(`  ${window.describe()}`);
    console.log(verdict('notice on the open stream (raising request / push delay)', p.ratio, 0.5, window));
  } finally {
    await server.stop();
  }
}

// PostgreSQL (what production runs): a throw-away database with a million notices; prints its own verdicts.
if (runs('notices')) await noticesScenario(port + 1);

// PostgreSQL: a million applications, the filtered list at p95.
if (runs('applications')) await applicationsScenario(port + 3);

// Resumable upload (tus) of one large file (BENCH_UPLOAD_MB, default 2048) on the embedded server, the
// per-file cap raised to fit it; BENCH_UPLOAD_MB=0 skips it.
const uploadMb = runs('uploads') ? Number(process.env.BENCH_UPLOAD_MB ?? 2048) : 0;
if (uploadMb > 0) {
  const server = await startServer(port + 4, { RESUMABLE_MAX_FILE_MB: String(uploadMb) });
  try {
    console.log(`\n  resumable upload of ${uploadMb} MiB, cut at 50% and resumed`);
    await uploadsScenario(server, uploadMb);
  } finally {
    await server.stop();
  }
}

// `npm start` on the embedded database: a first start and a restart (issue 18).
if (runs('startup')) await startupScenario(port + 5);

// The money ledger's invariants over many random sequences (issue 28).
if (runs('money')) await moneyScenario();

// The clock, calendar and validity promises over simulated years (issue 29).
if (runs('year')) await yearScenario();

// PostgreSQL: the staff queues across 10,000 customers' million applications (issue 14).
if (runs('queues')) await queuesScenario(port + 6);
// PostgreSQL: the predicted completion's history query over a large history (issue 32).
if (runs('prediction')) await predictionScenario(port + 8);
// PostgreSQL: the public directory search over a million listed certificates (issue 32), p95 against 50 ms.
if (runs('directory')) await directoryScenario(port + 9);

if (importMb > 0 && process.env.BENCH_DATABASE_URL) {
  const nodeOptions = process.env.BENCH_NODE_OPTIONS ?? '--max-old-space-size=256';
  const pgServer = await startServer(port + 2, { DATABASE_URL: process.env.BENCH_DATABASE_URL, DEMO: '1', NODE_OPTIONS: nodeOptions });
  try {
    console.log(`\n  standards import on PostgreSQL (BENCH_DATABASE_URL), NODE_OPTIONS="${nodeOptions}", server rss ${await pgServer.rssMiB()} MiB`);
    await standardsImportScenario(pgServer);
  } finally {
    await pgServer.stop();
  }
}
