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
          // The files of a worker share one module graph (isolate: false): importing the app again for every file was
          // about a third of the suite (40 files: 448 s isolated, 279 s shared). What a module keeps is therefore kept
          // per app or per database, never per process (the route rules are `app.routeRules`; the calendar copy, the
          // prediction cache and the sealing key name their database; a moved business clock ends with its app), and a
          // test file spies on an export rather than `vi.mock` (ESLint refuses it in test files).
          isolate: false,
          globalSetup: ['apps/server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
