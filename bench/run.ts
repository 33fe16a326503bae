import { startServer } from './server.js';
import { meScenario } from './scenarios/me.js';
import { noticesScenario } from './scenarios/notices.js';

/** `npm run bench`: every scenario against a real server process; later issues add theirs here. */
const port = Number(process.env.BENCH_PORT ?? 3900);

// Embedded PGlite (what `npm start` runs).
const server = await startServer(port);
try {
  console.log(`bench: server ready at ${server.url}, rss ${await server.rssMiB()} MiB`);
  const me = await meScenario(server);
  console.log(`\n  GET /me / constant route ratio: ${me.ratio.toFixed(2)}`);
  console.log(`  server rss after load: ${await server.rssMiB()} MiB`);
} finally {
  await server.stop();
}

// PostgreSQL (what production runs): a throw-away database with a million notices.
const notices = await noticesScenario(port + 1);
if (notices) {
  const target = 0.5;
  const verdict = notices.ratio >= target ? 'meets' : `misses by ${((1 - notices.ratio / target) * 100).toFixed(0)}%`;
  console.log(`\n  GET /corner/notify / constant route ratio: ${notices.ratio.toFixed(2)} (target ${target}: ${verdict})`);
}
