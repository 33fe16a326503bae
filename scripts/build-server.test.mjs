import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isServerBundleCurrent, SERVER_BUNDLE, SERVER_STAMP, serverFingerprint } from './build-server.mjs';

/** `npm start` rebuilds the server's bundle only when its sources changed (issue 18). */
let root;
const write = (rel, text) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
/** What a successful build leaves: the bundle and the stamp of the sources it was built from. */
const build = () => {
  write(SERVER_BUNDLE, 'export {};');
  write(SERVER_STAMP, `${serverFingerprint(root)}\n`);
};
const current = () => isServerBundleCurrent(root, serverFingerprint(root));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tic-build-server-'));
  write('apps/server/src/main.ts', 'export const a = 1;');
  write('apps/server/src/db/migrations/0000_init.sql', 'select 1;');
  write('packages/shared/src/index.ts', 'export const shared = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('server bundle skip', () => {
  it('skips a bundle of the current sources and builds when the bundle or its stamp is missing', () => {
    expect(current()).toBe(false);
    build();
    expect(current()).toBe(true);
    unlinkSync(path.join(root, SERVER_STAMP));
    expect(current()).toBe(false);
    build();
    unlinkSync(path.join(root, SERVER_BUNDLE));
    expect(current()).toBe(false);
  });

  it('builds again after an edit, a new or a deleted source, in the server, the shared package or the lock file', () => {
    for (const [rel, text] of [
      ['apps/server/src/main.ts', 'export const a = 2;'],
      ['apps/server/src/modules/new.ts', 'export {};'],
      ['packages/shared/src/index.ts', 'export const shared = 2;'],
      ['package-lock.json', '{"lockfileVersion":3,"x":1}'],
    ]) {
      build();
      write(rel, text);
      expect(current(), rel).toBe(false);
    }
    build();
    unlinkSync(path.join(root, 'apps/server/src/db/migrations/0000_init.sql'));
    expect(current()).toBe(false);
  });

  it('does not count files outside its inputs (the web app, the bundle itself)', () => {
    build();
    write('apps/web/src/main.tsx', 'export {};');
    write('apps/server/dist/chunk-x.mjs', 'export {};');
    expect(current()).toBe(true);
  });
});
