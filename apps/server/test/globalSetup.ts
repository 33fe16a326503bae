import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplateAndCopies, preparePgliteDump, prepareTemplate } from './preparedDatabase.js';

/**
 * Once per run of the server suite: prepare the database every test context starts from (preparedDatabase.ts).
 * This replaced migrating and seeding a new database in every test file (issue 17, CI time).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('preparedTemplate', await prepareTemplate(url));
    project.provide('preparedPglite', undefined);
    return () => dropTemplateAndCopies(url);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tic-test-prepared-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, await preparePgliteDump());
  project.provide('preparedPglite', file);
  project.provide('preparedTemplate', undefined);
  return () => rmSync(dir, { recursive: true, force: true });
}
