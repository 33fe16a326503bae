import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildCurrent, sourceFingerprint, STAMP } from './build-web.mjs';

/** `npm run build` skips the web build only when dist is the build of exactly the current sources (issue 18). */
let root;
const write = (rel, text) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
/** What a successful build leaves: dist with its index and the stamp of the sources it was built from. */
const build = (env = {}) => {
  write('apps/web/dist/index.html', '<!doctype html>');
  write(STAMP, `${sourceFingerprint(root, env)}\n`);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tic-build-web-'));
  write('apps/web/src/main.tsx', 'export const a = 1;');
  write('apps/web/src/features/x/index.ts', 'export const x = 1;');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('packages/shared/src/index.ts', 'export const shared = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('web build skip', () => {
  it('skips a build of the current sources and builds when dist or its stamp is missing', () => {
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(false);
    build();
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(true);
    unlinkSync(path.join(root, STAMP));
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(false);
    build();
    unlinkSync(path.join(root, 'apps/web/dist/index.html'));
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(false);
  });

  it('builds again after an edit in the web app, in the shared package, in the config or in the lock file', () => {
    for (const rel of ['apps/web/src/features/x/index.ts', 'packages/shared/src/index.ts', 'apps/web/vite.config.ts', 'package-lock.json']) {
      build();
      write(rel, `${rel} changed`);
      expect(isBuildCurrent(root, sourceFingerprint(root, {})), rel).toBe(false);
    }
  });

  it('builds again when a source is added, deleted or renamed, even with old timestamps', () => {
    build();
    write('apps/web/src/added.ts', 'export {};');
    utimesSync(path.join(root, 'apps/web/src/added.ts'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(false);
    build();
    unlinkSync(path.join(root, 'apps/web/src/added.ts'));
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(false);
    build();
    rmSync(path.join(root, 'apps/web/src/main.tsx'));
    write('apps/web/src/main2.tsx', 'export const a = 1;');
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(false);
  });

  it('goes by contents, not timestamps: a touched file is still current, an edit dated in the past is not', () => {
    build();
    const file = path.join(root, 'apps/web/src/main.tsx');
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(true);
    writeFileSync(file, 'export const a = 2;');
    utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(isBuildCurrent(root, sourceFingerprint(root, {}))).toBe(false);
  });

  it("builds again when Vite's environment changes, and ignores node_modules and the build's own output", () => {
    build({ VITE_API: 'a' });
    expect(isBuildCurrent(root, sourceFingerprint(root, { VITE_API: 'a', PATH: '/x' }))).toBe(true);
    expect(isBuildCurrent(root, sourceFingerprint(root, { VITE_API: 'b' }))).toBe(false);
    expect(isBuildCurrent(root, sourceFingerprint(root, { VITE_API: 'a', NODE_ENV: 'development' }))).toBe(false);
    write('apps/web/src/node_modules/dep/index.js', 'x');
    write('apps/web/dist/assets/app.js', 'y');
    expect(isBuildCurrent(root, sourceFingerprint(root, { VITE_API: 'a' }))).toBe(true);
  });
});
