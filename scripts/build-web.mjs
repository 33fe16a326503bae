#!/usr/bin/env node
// `npm run build`: builds the web app (apps/web/dist) unless dist was built from exactly the sources there are now.
// The sources are every file the build reads (apps/web sources and config, packages/shared, the lock file of the
// dependency versions) and the environment Vite reads (VITE_*, NODE_ENV). Their fingerprint (paths and contents,
// so an edit, a new or deleted file, a checkout or a restored old file all count, whatever the timestamps say) is
// written into dist as the build's last step; a build cut short leaves no stamp (Vite empties dist first) and is
// redone. `--force` (or WEB_BUILD_FORCE=1) always builds.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintInputs, isStampCurrent } from './fingerprint.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Written into dist (relative to the repository root) as the build's last step. */
export const STAMP = 'apps/web/dist/.source-fingerprint';

/** What the web build reads, relative to the repository root (folders are walked, node_modules never). */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
];

/** The fingerprint of the sources and build environment (scripts/fingerprint.mjs, and the environment Vite reads). */
export function sourceFingerprint(root = repoRoot, env = process.env) {
  const viteEnv = Object.keys(env)
    .filter((k) => k.startsWith('VITE_') || k === 'NODE_ENV')
    .sort()
    .map((k) => `${k}=${env[k]}`);
  return fingerprintInputs(root, WEB_BUILD_INPUTS, `env\0${viteEnv.join('\0')}`);
}

/** Whether dist holds the build of the current sources. */
export function isBuildCurrent(root = repoRoot, fingerprint = sourceFingerprint(root)) {
  return isStampCurrent(root, STAMP, 'apps/web/dist/index.html', fingerprint);
}

/** Builds dist from the sources whose fingerprint is given, then stamps it; resolves with the build's exit code. */
export function buildWeb(fingerprint = sourceFingerprint(), stdio = 'inherit') {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@tic/web'], { cwd: repoRoot, stdio });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      // Sources edited while Vite ran are not what dist holds: stamp what was read before the build.
      if (code === 0) writeFileSync(path.join(repoRoot, STAMP), `${fingerprint}\n`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const force = process.argv.includes('--force') || process.env.WEB_BUILD_FORCE === '1';
  const fingerprint = sourceFingerprint();
  if (!force && isBuildCurrent(repoRoot, fingerprint)) {
    console.log('web build: apps/web/dist is the build of the current sources, skipped (npm run build -- --force builds anyway)');
    return;
  }
  const code = await buildWeb(fingerprint);
  if (code !== 0) process.exit(code);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
