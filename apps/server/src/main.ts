import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_ACCOUNTS } from './db/seed/demo.js';

async function main() {
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
  await prepareDatabase(database, { demo: config.demo });
  const app = await buildApp({ config, database });
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
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  TIC customer portal is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite (${path.join(config.dataDir, 'pglite')})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${url}/frontend/v1/docs`,
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
