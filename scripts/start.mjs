#!/usr/bin/env node
// `npm start`: the server (apps/server/src/main.ts, bundled into apps/server/dist/server.mjs by scripts/build-server.mjs
// when its sources changed, and run with plain node) and, when apps/web/dist is not the build of the current sources
// (scripts/build-web.mjs: a fresh clone, or changed web sources), the web build at the same time: the build and the
// server's start-up (database, migrations, seeding, the app) each take about one core. The server opens its port once
// both are done (it lists the static files after the build; IPC message `web-build-done`). A failed build stops the
// server and `npm start` fails with the build's exit code, as before.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, isBuildCurrent, sourceFingerprint } from './build-web.mjs';
import { ensureServerBundle, SERVER_BUNDLE } from './build-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fingerprint = sourceFingerprint();
const pending = !isBuildCurrent(repoRoot, fingerprint);
if (!pending) console.log('web build: apps/web/dist is the build of the current sources, skipped');
else console.log('web build: apps/web/dist is not the build of the current sources: building it while the server starts');

// The web build (when pending) starts first, then the server's bundle is checked or built (about half a second),
// then the server starts.
const webBuildCode = pending ? buildWeb(fingerprint) : null;
try {
  await ensureServerBundle();
} catch (err) {
  console.error(`server bundle: the build failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: repoRoot,
  env: { ...process.env, TIC_WEB_BUILD: pending ? 'pending' : 'current' },
  stdio: ['inherit', 'inherit', 'inherit', ...(pending ? ['ipc'] : [])],
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

if (webBuildCode) {
  const code = await webBuildCode;
  if (stopping) {
    // Interrupted (Ctrl+C reaches the build too): the server is stopping; its exit ends this process.
  } else if (code !== 0) {
    console.error(`web build failed (exit code ${code}): stopping the server`);
    server.removeAllListeners('exit');
    server.once('exit', () => process.exit(code));
    server.kill('SIGTERM');
  } else if (!stopping && server.connected) {
    server.send('web-build-done');
  }
}
