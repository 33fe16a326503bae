import { startServer } from './server.js';
import { meScenario } from './scenarios/me.js';

/** `npm run bench`: starts the server on the embedded database and runs every scenario; later issues add theirs here. */
const server = await startServer(Number(process.env.BENCH_PORT ?? 3900));
try {
  console.log(`bench: server ready at ${server.url}, rss ${await server.rssMiB()} MiB`);
  const me = await meScenario(server);
  console.log(`\n  GET /me / constant route ratio: ${me.ratio.toFixed(2)}`);
  console.log(`  server rss after load: ${await server.rssMiB()} MiB`);
} finally {
  await server.stop();
}
