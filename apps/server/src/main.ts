import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupProblems } from './config.js';
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
    const problems = startupProblems(config);
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
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
  let webWait = 0;
  const waitForWeb =
    webBuild &&
    (async () => {
      const started = performance.now();
      await webBuild;
      webWait = performance.now() - started;
    });
  // The job queue starts once the server listens (below): pg-boss's start-up is not needed by the first request.
  const app = await buildApp({ config, database, jobs: 'after-listen', waitForWeb });
  phase('app');
  if (webBuild) phases.push([`(of which waiting for the web build ${(webWait / 1000).toFixed(2)} s)`, Number.NaN]);
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
    `  Ready in ${(performance.now() / 1000).toFixed(1)} s: ${phases.map(([n, ms]) => (Number.isNaN(ms) ? n : `${n} ${(ms / 1000).toFixed(2)} s`)).join(', ')}`,
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
  // What the first request does not need, once the port is open: the job queue; a configured PDF_SIGN_P12 is read now
  // so that a wrong file or password still stops the start-up (as before, only later). The self-signed demo identity
  // (made and kept by the server itself) is read at the first signature: node-forge's decryption blocks for a while.
  try {
    await app.jobs.start();
    if (config.pdfSign.p12Path) await app.pdfSigner.check();
  } catch (err) {
    // Stopped (SIGTERM/SIGINT) while this ran: the database it used is closing; the shutdown ends the process.
    if (closing) return;
    throw err;
  }
}

/**
 * `npm start` (scripts/start.mjs) builds the web app beside this start-up when apps/web/dist is not the build of the
 * current sources (TIC_WEB_BUILD=pending) and says over IPC when it is done; the static files are listed after it.
 */
const webBuild =
  process.env.TIC_WEB_BUILD === 'pending' && process.send
    ? new Promise<void>((resolve) => {
        process.on('message', function done(message) {
          if (message !== 'web-build-done') return;
          process.off('message', done);
          process.disconnect?.();
          resolve();
        });
      })
    : undefined;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

main().catch((err) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
