import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_ACCOUNTS } from './db/seed/demo.js';

/** How long each start-up phase took (printed with the banner; the bench's `startup` scenario reads the line). */
const phases: [string, number][] = [];
let mark = 0;
/** Records the phase that just ended; the first one is everything imported before main() ran (from the process's start). */
function phase(name: string) {
  const now = performance.now();
  phases.push([name, now - mark]);
  mark = now;
}

async function main() {
  phase('imports');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), poolMax: config.pgPoolMax });
  phase('database');
  await prepareDatabase(database, { demo: config.demo }, phase);
  const app = await buildApp({ config, database });
  phase('app');
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, waits for running requests, then the onClose hook closes the database.
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  phase('listen');
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  TIC customer portal is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite (${path.join(config.dataDir, 'pglite')})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${url}/frontend/v1/docs`,
    `  Ready in ${(performance.now() / 1000).toFixed(1)} s: ${phases.map(([n, ms]) => `${n} ${(ms / 1000).toFixed(2)} s`).join(', ')}`,
  ];
  if (config.demo) {
    lines.push(
      LOOPBACK_HOSTS.has(config.host)
        ? `  Demo mode: listening on ${config.host} only (set HOST to open it to the network; the demo passwords below are public).`
        : `  Demo mode on ${config.host} (HOST): anyone who reaches this port can sign in with the public demo accounts below.`,
      '  /frontend/v1/dev/* (the demo outbox with every verification code) answers clients on this machine only.',
    );
    lines.push('  Demo accounts:');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.username.padEnd(6)} / ${a.password.padEnd(10)} ${a.note}`);
  }
  console.log(lines.join('\n') + '\n');
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

main().catch((err) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
