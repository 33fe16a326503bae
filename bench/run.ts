import { startServer } from './server.js';
import { meScenario } from './scenarios/me.js';
import { noticesScenario } from './scenarios/notices.js';
import { standardsImportScenario } from './scenarios/standardsImport.js';
import { applicationsScenario } from './scenarios/applications.js';
import { queuesScenario } from './scenarios/queues.js';

/**
 * `npm run bench`: every scenario against a real server process; later issues add theirs here.
 * The 300 MB standards import runs on the embedded server unless BENCH_DATABASE_URL names an empty
 * PostgreSQL database, in which case it gets a server of its own on it (PGlite's WASM heap alone is
 * several hundred MiB, so the server's own memory is seen best on PostgreSQL), started with
 * BENCH_NODE_OPTIONS (default: a 256 MiB old generation, the production setting the README recommends).
 * BENCH_IMPORT_MB=0 skips the import.
 *
 * Arguments name the scenarios to run (default: all): `npm run bench -- applications`, `-- me notices`.
 */
const SCENARIOS = ['me', 'notices', 'applications', 'queues', 'import'] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(SCENARIOS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`unknown scenario ${unknown.join(', ')}; scenarios: ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const runs = (name: (typeof SCENARIOS)[number]) => asked.length === 0 || asked.includes(name);
const port = Number(process.env.BENCH_PORT ?? 3900);
const importMb = runs('import') ? Number(process.env.BENCH_IMPORT_MB ?? 300) : 0;

// Embedded PGlite (what `npm start` runs).
if (runs('me') || (importMb > 0 && !process.env.BENCH_DATABASE_URL)) {
  const server = await startServer(port);
  try {
    console.log(`bench: server ready at ${server.url}, rss ${await server.rssMiB()} MiB`);
    if (runs('me')) {
      const me = await meScenario(server);
      console.log(`\n  GET /me / constant route ratio: ${me.ratio.toFixed(2)}`);
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

// PostgreSQL (what production runs): a throw-away database with a million notices.
const notices = runs('notices') ? await noticesScenario(port + 1) : null;
if (notices) {
  const target = 0.5;
  const verdict = notices.ratio >= target ? 'meets' : `misses by ${((1 - notices.ratio / target) * 100).toFixed(0)}%`;
  console.log(`\n  GET /corner/notify / constant route ratio: ${notices.ratio.toFixed(2)} (target ${target}: ${verdict})`);
}

// PostgreSQL: a million applications, the filtered list at p95.
if (runs('applications')) await applicationsScenario(port + 3);

// PostgreSQL: the staff queues across 10,000 customers' million applications (issue 14).
if (runs('queues')) await queuesScenario(port + 4);

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
