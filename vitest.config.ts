import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'e2e/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          // One database is prepared per run and each test context gets a copy of it (PGlite and PostgreSQL alike),
          // so the files run in parallel on both (apps/server/test/preparedDatabase.ts).
          globalSetup: ['apps/server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
