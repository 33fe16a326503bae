import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * What the reference seeding (roles, permissions, menus, dictionaries, application types, the lines' starting fee
 * rules, countries, area codes, divisions, documents, ports and units) is made of, relative to the repository root: the seed modules, the shared
 * package they take names and translations from, the migrations (one may change the tables), and the lock file (the
 * versions of the packages the country, telephone and division lists come from). Folders are walked.
 */
export const REFERENCE_INPUTS = ['apps/server/src/db/seed', 'apps/server/src/db/migrations/meta/_journal.json', 'packages/shared/src', 'package-lock.json'];

function files(rel: string, out: string[]): string[] {
  const entries = readdirSync(path.join(repoRoot, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const child = `${rel}/${e.name}`;
    if (e.isDirectory()) files(child, out);
    else if (e.isFile()) out.push(child);
  }
  return out;
}

/** SHA-256 over every input's path and bytes: contents decide, not timestamps (an edit, a new or a deleted file all count). */
export function referenceFingerprint(inputs = REFERENCE_INPUTS): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const abs = path.join(repoRoot, input);
    const list = !existsSync(abs) ? [] : statSync(abs).isDirectory() ? files(input, []) : [input];
    for (const f of list) {
      hash.update(`${f}\0`);
      hash.update(readFileSync(path.join(repoRoot, f)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}
