import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'e2e/support/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share one module graph: importing the shared rules, catalogues and antd again for
          // every file was nearly all of the project's time (392 s isolated, 12 s shared, same load). A test that
          // changes a module's state gives it back (app/bootShells.tsx restores the language in use).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          // One database is prepared per run and each test context gets a copy of it (PGlite and PostgreSQL alike),
          // so the files run in parallel on both (apps/server/test/preparedDatabase.ts).
          // Each file has a module graph of its own (isolate, vitest's default). Sharing one per worker cut the suite by
          // about a third (40 files: 448 s isolated, 279 s shared), and both suites passed whole that way twice, but
          // a fresh checkout's file order made organisations-matrix fail on both databases: some module state leaks
          // between files. Until that state is found, the server files stay isolated (the unit project shares).
          isolate: true,
          globalSetup: ['apps/server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
