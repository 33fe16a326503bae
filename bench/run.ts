import { startServer } from './server.js';
import { meScenario } from './scenarios/me.js';
import { standardsImportScenario } from './scenarios/standardsImport.js';

/**
 * `npm run bench`: starts the server on the embedded database and runs every scenario. The 300 MB
 * standards import also runs there unless BENCH_DATABASE_URL names an empty PostgreSQL database, in
 * which case it gets a server of its own on it (PGlite's WASM heap alone is several hundred MiB, so the
 * server's own memory is seen best on PostgreSQL), started with BENCH_NODE_OPTIONS (default: a 256 MiB
 * old generation, the production setting the README recommends). BENCH_IMPORT_MB=0 skips the import.
 */
const server = await startServer(Number(process.env.BENCH_PORT ?? 3900));
try {
  console.log(`bench: server ready at ${server.url}, rss ${await server.rssMiB()} MiB`);
  const me = await meScenario(server);
  console.log(`\n  GET /me / constant route ratio: ${me.ratio.toFixed(2)}`);
  console.log(`  server rss after load: ${await server.rssMiB()} MiB`);
  if (Number(process.env.BENCH_IMPORT_MB ?? 300) > 0 && !process.env.BENCH_DATABASE_URL) {
    console.log('\n  standards import on the embedded database (PGlite)');
    await standardsImportScenario(server);
  }
} finally {
  await server.stop();
}

if (Number(process.env.BENCH_IMPORT_MB ?? 300) > 0 && process.env.BENCH_DATABASE_URL) {
  const nodeOptions = process.env.BENCH_NODE_OPTIONS ?? '--max-old-space-size=256';
  const pgServer = await startServer(Number(process.env.BENCH_PORT ?? 3900) + 1, { DATABASE_URL: process.env.BENCH_DATABASE_URL, DEMO: '1', NODE_OPTIONS: nodeOptions });
  try {
    console.log(`\n  standards import on PostgreSQL (BENCH_DATABASE_URL), NODE_OPTIONS="${nodeOptions}", server rss ${await pgServer.rssMiB()} MiB`);
    await standardsImportScenario(pgServer);
  } finally {
    await pgServer.stop();
  }
}
