#!/usr/bin/env node
// `npm run scale-out` (and a stage of .ci/run): three server processes behind HAProxy, round-robin without stickiness,
// on one fresh PostgreSQL database, Redis and the S3-compatible test server; a Playwright journey through the
// balancer (e2e/scale-out/journey.scale.ts) during which one process is killed with SIGKILL; then the checks of
// e2e/scale-out/check.ts (rows, files, jobs once, one signer). What it runs: docs/scale-out.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle, SERVER_BUNDLE } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
// Five consecutive ports: the balancer, its counters, the three processes. SCALE_OUT_PORT=N takes N..N+4 (each must be
// free); by default five free ones at a random place between 20000 and 32000, below the range the system hands out to
// outgoing connections (which could take a port between its choice here and the bind of its user), so that a run
// never meets another run or another stage's server.
let LB_PORT, STATS_PORT, PORTS;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Where scripts/pg-database.mjs creates and drops the run's database; the processes use that server too.
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A budget for the whole run against a hang (a CI stage must end): on expiry it fails and stops everything.
const BUDGET_S = Number(process.env.SCALE_OUT_TIMEOUT ?? 600);
const PLAYWRIGHT = createRequire(import.meta.url).resolve('@playwright/test/cli');
const t0 = Date.now();
const work = mkdtempSync(path.join(tmpdir(), 'tic-scale-'));
const db = `tic_scale_${Date.now()}_${process.pid}`;
const children = [];
let dbCreated = false;
let finished = false;

const secs = () => ((Date.now() - t0) / 1000).toFixed(1);
const log = (msg) => console.log(`scale-out: [${secs()} s] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let cleaning = null;
const running = (c) => c.exitCode === null && c.signalCode === null;
/** Signals a child's whole process group (each child leads its own: `detached`), so that no grandchild outlives it. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function start(name, cmd, args, env = {}) {
  if (cleaning) throw new Error('stopping: nothing more is started');
  const logFile = path.join(work, `${name}.log`);
  writeFileSync(logFile, '');
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const sink = (chunk) => writeFileSync(logFile, chunk, { flag: 'a' });
  child.stdout.on('data', sink);
  child.stderr.on('data', sink);
  child.name = name;
  child.logFile = logFile;
  children.push(child);
  return child;
}

/**
 * Waits until `probe` answers a value (readiness, never a fixed sleep) and returns it; fails with `what` after `ms`,
 * or at once when the child that should answer has ended.
 */
async function until(what, probe, ms, child) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => false);
    if (value) return value;
    if (child && !running(child)) throw new Error(`${what}: ${child.name} ended (${child.signalCode ?? `exit ${child.exitCode}`}) before it was ready`);
    if (Date.now() > end) throw new Error(`${what}: not ready after ${ms / 1000} s`);
    await sleep(200);
  }
}
const ready = async (url) => (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;

function redisPing() {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(REDIS_URL);
    const s = net.connect(Number(port || 6379), hostname);
    s.setTimeout(3000, () => (s.destroy(), resolve(false)));
    s.on('error', () => resolve(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => (s.destroy(), resolve(d.toString().startsWith('+PONG'))));
  });
}

function haproxyConfig() {
  const ipv6 = existsSync('/proc/net/if_inet6') && readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');
  return `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # The notice stream (server-sent events) is a long request: its own, longer idle budget.
  timeout tunnel 1h
  # A process killed mid-journey refuses connections until the health check takes it out: such a request is
  # retried, each time on another process (redispatch), never sent twice once a process has received it.
  retries 3
  option redispatch 1
  retry-on conn-failure
# Its counters (retries, redispatches, each process's state), read once the journey is done.
frontend stats
  bind 127.0.0.1:${STATS_PORT}
  stats enable
  stats uri /stats
frontend portal
  bind 127.0.0.1:${LB_PORT}
${ipv6 ? `  bind [::1]:${LB_PORT}\n` : ''}  default_backend processes
backend processes
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 2s fall 3 rise 1
  # Which process answered (the journey kills one it has seen).
  http-response set-header X-Served-By %s
${PORTS.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

/** Runs a step in the foreground (its output inherited); a child like the others, so that Ctrl-C stops it too. */
function run(name, args, env) {
  if (cleaning) throw new Error('stopping: nothing more is started');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env }, detached: true });
  child.name = name;
  children.push(child);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
}

/** Stops what the script started (the balancer first), drops the database; once, whoever asks first. */
const cleanup = () => (cleaning ??= stopAll());
async function stopAll() {
  // SIGTERM to every group (a server drains and closes its database), SIGKILL to whatever is left after 5 s.
  for (const c of [...children].reverse()) signalGroup(c, 'SIGTERM');
  await Promise.race([Promise.all(children.map((c) => (running(c) ? new Promise((r) => c.once('exit', r)) : null))), sleep(5_000)]);
  for (const c of children) signalGroup(c, 'SIGKILL');
  if (dbCreated) {
    const dropped = spawnSync(process.execPath, ['scripts/pg-database.mjs', 'drop', db], { cwd: root, encoding: 'utf8' });
    if (dropped.status !== 0) log(`could not drop database ${db}: ${dropped.stderr.trim()}`);
  }
  if (process.env.SCALE_OUT_KEEP || failed) log(`logs, HAProxy configuration and PDFs kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
// Last resort when the script ends by another path (an uncaught error): no process group outlives it.
process.on('exit', () => {
  for (const c of children) signalGroup(c, 'SIGKILL');
});

function showLogs() {
  for (const c of children) {
    if (!existsSync(c.logFile)) continue;
    const text = readFileSync(c.logFile, 'utf8').trim().split('\n').slice(-30).join('\n');
    if (text) console.log(`--- last lines of ${c.name} ---\n${text}`);
  }
}

/** Holds `port` on the loopback (answers null when something else holds it). */
function holdPort(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
}

/** Five consecutive free ports, held together while they are tried, then released for their users. */
async function choosePorts() {
  const wanted = Number(process.env.SCALE_OUT_PORT ?? 0);
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = wanted || 20_000 + 5 * Math.floor(Math.random() * 2_400);
    const held = await Promise.all([0, 1, 2, 3, 4].map((i) => holdPort(base + i)));
    await Promise.all(held.map((srv) => srv && new Promise((r) => srv.close(r))));
    if (held.every(Boolean)) {
      [LB_PORT, STATS_PORT, ...PORTS] = [0, 1, 2, 3, 4].map((i) => base + i);
      return;
    }
    if (wanted) throw new Error(`ports ${wanted}-${wanted + 4} are not all free: choose another SCALE_OUT_PORT`);
  }
  throw new Error('found no five consecutive free ports between 20000 and 32000');
}

async function main() {
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy not found at ${HAPROXY}: apt-get install -y haproxy (Debian)`);
  await choosePorts();
  log(
    `load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; work folder ${work}`,
  );
  if (!(await redisPing())) {
    // No Redis yet (a bare CI machine): Debian's redis-server for this run, stopped with everything else.
    const server = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
    const { hostname, port } = new URL(REDIS_URL);
    if (!server || !['127.0.0.1', 'localhost'].includes(hostname)) throw new Error(`Redis does not answer PING at ${REDIS_URL}`);
    const redis = start('redis', server, ['--port', port || '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await until(`Redis at ${REDIS_URL}`, redisPing, 30_000, redis);
  }

  // The S3 server starts while the database is made and the server bundle checked (CI built it: startup.test.ts).
  const s3File = path.join(work, 's3.json');
  const s3rver = start('s3rver', process.execPath, ['--import', 'tsx', 'e2e/scale-out/s3.ts', s3File]);
  const made = spawnSync(process.execPath, ['scripts/pg-database.mjs', 'create', db], { cwd: root, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`creating database ${db}: ${made.stderr.trim()}`);
  dbCreated = true;
  const dbUrl = new URL(PG_ADMIN_URL);
  dbUrl.pathname = `/${db}`;
  const DATABASE_URL = dbUrl.href;
  await ensureServerBundle();
  const s3 = await until('S3-compatible server', async () => JSON.parse(readFileSync(s3File, 'utf8')), 60_000, s3rver);

  // The same settings for all three, as for three machines: database, Redis, bucket; each its own DATA_DIR.
  const shared = {
    DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: `tic-scale-${process.pid}:`,
    DEFAULT_LANG: 'en',
    ...s3.env,
  };
  const servers = PORTS.map((port, i) =>
    start(`s${i + 1}`, process.execPath, [SERVER_BUNDLE], { ...shared, PORT: String(port), DATA_DIR: path.join(work, `data-${i + 1}`) }),
  );
  const pids = Object.fromEntries(servers.map((s, i) => [`s${i + 1}`, s.pid]));
  writeFileSync(path.join(work, 'pids.json'), JSON.stringify(pids));
  log(`three processes started together on ${db}: ${JSON.stringify(pids)}`);
  for (const s of servers) s.once('exit', (code, sig) => !finished && log(`${s.name} ended (${sig ?? code})`));
  await Promise.all(PORTS.map((p, i) => until(`process s${i + 1} (:${p}/readyz)`, () => ready(`http://127.0.0.1:${p}/readyz`), 240_000, servers[i])));
  log(`all three ready after ${Math.round((Date.now() - t0) / 1000)} s`);

  const cfg = path.join(work, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig());
  const check = spawnSync(HAPROXY, ['-c', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c: ${check.stdout}${check.stderr}`);
  const haproxy = start('haproxy', HAPROXY, ['-db', '-f', cfg]);
  await until('HAProxy', () => ready(`http://127.0.0.1:${LB_PORT}/readyz`), 30_000, haproxy);
  log(`HAProxy on :${LB_PORT} in front of ${PORTS.map((p) => `:${p}`).join(', ')}; the journey`);

  const env = {
    SCALE_OUT_DIR: work,
    S3_DIR: s3.directory,
    SCALE_OUT_PORTS: PORTS.join(','),
    SCALE_OUT_URL: `http://localhost:${LB_PORT}`,
    DATABASE_URL,
    E2E_TRACE: process.env.E2E_TRACE ?? 'retain-on-failure',
  };
  const journey = await run('journey', [PLAYWRIGHT, 'test', '-c', 'e2e/scale-out/playwright.scale.config.ts'], env);
  if (journey !== 0) throw new Error(`the journey failed (exit ${journey})`);
  // HAProxy's view: the killed process taken out by the health check (three failed checks 2 s apart: it may not be
  // out yet when a quick journey ends), the requests that met it sent elsewhere.
  const stats = async () => {
    const csv = (await (await fetch(`http://127.0.0.1:${STATS_PORT}/stats;csv`, { signal: AbortSignal.timeout(10_000) })).text()).split('\n');
    const cols = csv[0].replace(/^# /, '').split(',');
    const rows = csv.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
    const seen = rows.filter((r) => r.pxname === 'processes' && /^s\d$/.test(r.svname));
    return { seen, backend: rows.find((r) => r.pxname === 'processes' && r.svname === 'BACKEND') };
  };
  const oneDown = ({ seen }) => seen.filter((r) => r.status === 'DOWN').length === 1 && seen.filter((r) => r.status === 'UP').length === PORTS.length - 1;
  let view = await stats();
  const end = Date.now() + 30_000;
  while (!oneDown(view) && Date.now() < end) {
    await sleep(250);
    view = await stats();
  }
  const { seen, backend } = view;
  log(`HAProxy: ${seen.map((r) => `${r.svname} ${r.status}`).join(', ')}; ${backend?.wretr ?? '?'} retries, ${backend?.wredis ?? '?'} redispatches`);
  if (!oneDown(view)) throw new Error('HAProxy does not see exactly one process down (and the others up)');
  if (!(Number(backend?.wredis) >= 1)) throw new Error('no request met the killed process and was sent to another (redispatch)');
  log('the checks');
  const after = await run('checks', ['--import', 'tsx', 'e2e/scale-out/check.ts'], { ...env, ...s3.env });
  if (after !== 0) throw new Error(`the checks after the journey failed (exit ${after})`);
}

let code = 0;
let failed = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping everything it started`);
    void cleanup().finally(() => process.exit(130));
  });
}
let budget;
// Once stopped from outside (the budget, a signal), what main() still awaits fails as its children go: not an error.
const job = main();
job.catch(() => undefined);
try {
  await Promise.race([
    job,
    new Promise((_, reject) => {
      budget = setTimeout(() => reject(new Error(`still running after ${BUDGET_S} s (SCALE_OUT_TIMEOUT): stopped`)), BUDGET_S * 1000);
    }),
  ]);
  log(`PASSED in ${Math.round((Date.now() - t0) / 1000)} s: 3 processes behind HAProxy, one killed mid-journey, rows, files, jobs and signer checked`);
} catch (err) {
  code = 1;
  failed = true;
  showLogs();
  log(`FAILED after ${Math.round((Date.now() - t0) / 1000)} s: ${err instanceof Error ? err.message : err}`);
} finally {
  clearTimeout(budget);
  finished = true;
  await cleanup();
}
process.exit(code);
