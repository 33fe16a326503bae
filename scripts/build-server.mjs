#!/usr/bin/env node
// The server as one ESM file for `npm start` (issue 18): apps/server/src and packages/shared bundled by esbuild into
// apps/server/dist/server.mjs, the packages in node_modules left as imports, started with plain `node` (no tsx
// transpiling some 350 modules at every start). Built only when its sources changed (the fingerprint of
// scripts/fingerprint.mjs, written beside the bundle as the build's last step); tests and `npm run dev:server`
// keep running the sources with tsx. `node scripts/build-server.mjs [--force]` builds it by hand.
//
// Paths relative to a source file stay relative to that file: every `import.meta.url` in a bundled source becomes
// the URL of that source file (found from the bundle's own URL, so a moved checkout still works), so the migrations
// folder, the repository root, the reference seed's inputs and createRequire() resolve as they do under tsx.
import { readFile as readFileAsync, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintInputs, isStampCurrent } from './fingerprint.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The bundle's folder and entry, relative to the repository root (apps/server/dist is git-ignored). */
export const SERVER_DIST = 'apps/server/dist';
export const SERVER_BUNDLE = `${SERVER_DIST}/server.mjs`;
/** Written beside the bundle as the build's last step. */
export const SERVER_STAMP = 'apps/server/dist/.source-fingerprint';

/** What the bundle is made of, relative to the repository root (folders are walked, node_modules never). */
export const SERVER_BUILD_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

export const serverFingerprint = (root = repoRoot) => fingerprintInputs(root, SERVER_BUILD_INPUTS, process.version);

export const isServerBundleCurrent = (root = repoRoot, fingerprint = serverFingerprint(root)) => isStampCurrent(root, SERVER_STAMP, SERVER_BUNDLE, fingerprint);

/**
 * Packages bundled with the sources rather than imported from node_modules: plain ES modules spread over many small
 * files (libphonenumber-js: some 110 files, date-fns's functions), which Node would find, read and compile one by one at
 * every start; bundled, only what the sources use is kept, in the one file. Each is imported by the sources alone (no
 * package left in node_modules imports it), so the process still holds one copy of it.
 */
export const BUNDLED_PACKAGES = ['libphonenumber-js', 'date-fns', '@date-fns/tz'];
const bundled = (specifier) => BUNDLED_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`));

/** esbuild plugin: packages stay imports (except the workspace's own @tic/* sources and BUNDLED_PACKAGES); import.meta.url is the source file's. */
const serverSources = {
  name: 'tic-server-sources',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tic/') || bundled(args.path) ? undefined : { path: args.path, external: true }));
    // Every output file (the entry and its lazily imported chunks) is written into the one folder.
    const bundleDir = path.join(repoRoot, SERVER_DIST);
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFileAsync(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(source)) {
        return { errors: [{ text: 'import.meta.dirname/filename: use import.meta.url (scripts/build-server.mjs maps it to the source file)' }] };
      }
      if (!source.includes('import.meta.url')) return undefined;
      const rel = path.relative(bundleDir, args.path).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/**
 * The entry `node` runs (SERVER_BUNDLE): it turns on Node's module compile cache where the Node version has it
 * (module.enableCompileCache, Node 22.1 and later: the bytecode of the bundle, its chunks and every package it imports
 * is kept on disk, so a restart does not compile them again), then loads the bundle (main.mjs). The cache lives in the
 * bundle's folder and goes with it at the next build; Node checks each entry against its source. On older Node the
 * bundle loads as before.
 */
const LAUNCHER = `// Written by scripts/build-server.mjs: Node's compile cache where the Node version has it, then the server.
import module from 'node:module';
import { fileURLToPath } from 'node:url';

module.enableCompileCache?.(fileURLToPath(new URL('./.compile-cache', import.meta.url)));
await import('./main.mjs');
`;

/**
 * Builds the bundle from the sources whose fingerprint is given into a new folder, then puts it in place of the old
 * one and stamps it. Code splitting keeps a source's dynamic import() lazy (e.g. the S3 storage and its SDK are
 * loaded only when configured), as under tsx; without it the chunk's package imports would be hoisted and run at start.
 */
export async function buildServer(fingerprint = serverFingerprint()) {
  const { build } = await import('esbuild');
  const dist = path.join(repoRoot, SERVER_DIST);
  // Built beside it under a name every ignore list already holds (git, ESLint, Prettier: `dist/`), then moved in place.
  const next = path.join(repoRoot, 'apps/server/.build/dist');
  const started = performance.now();
  await rm(next, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(repoRoot, 'apps/server/src/main.ts') },
    outdir: next,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    // As under tsx: every import runs (packages/shared says "sideEffects": false, yet one module registers the
    // validation messages by being imported), and class and function names are the sources' own.
    ignoreAnnotations: true,
    keepNames: true,
    // Maps for stack traces: NODE_OPTIONS=--enable-source-maps (not on by default: reading them slows the start).
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [serverSources],
  });
  await writeFile(path.join(next, path.basename(SERVER_BUNDLE)), LAUNCHER);
  await writeFile(path.join(next, path.basename(SERVER_STAMP)), `${fingerprint}\n`);
  await rm(dist, { recursive: true, force: true });
  await rename(next, dist);
  await rm(path.dirname(next), { recursive: true, force: true });
  return (performance.now() - started) / 1000;
}

/** Builds the bundle unless it is current; says which. */
export async function ensureServerBundle({ force = false } = {}) {
  const fingerprint = serverFingerprint();
  if (!force && isServerBundleCurrent(repoRoot, fingerprint)) {
    console.log(`server bundle: ${SERVER_BUNDLE} is the build of the current sources, skipped`);
    return;
  }
  const seconds = await buildServer(fingerprint);
  console.log(`server bundle: built ${SERVER_BUNDLE} in ${seconds.toFixed(2)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureServerBundle({ force: process.argv.includes('--force') });
}
