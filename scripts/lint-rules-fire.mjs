/**
 * Proves the boundary rules of eslint.config.js fire (issue 26: the cycle rule once fired on nothing, since it
 * did not read .ts files). Lints lint-fixtures/ (ignored by the normal run) and texts placed where the
 * boundaries apply, with the repository's own configuration, and fails unless each reports what it should.
 * Run by `npm run lint` after ESLint's run of the repository.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

/** [file or virtual file, rule that must fire (null: none may)]. */
const FILES = [
  ['lint-fixtures/cycle/first.ts', 'import-x/no-cycle'],
  ['lint-fixtures/cycle/second.ts', 'import-x/no-cycle'],
  ['lint-fixtures/cycle-tsx/Panel.tsx', 'import-x/no-cycle'],
  ['lint-fixtures/cycle-tsx/usePanel.ts', 'import-x/no-cycle'],
  ['lint-fixtures/cycle-tsx/format.tsx', 'import-x/no-cycle'],
  ['lint-fixtures/lines/alpha/declaration.ts', 'local/line-boundaries'],
  ['lint-fixtures/lines/beta/declaration.ts', null],
  ['lint-fixtures/lines/registry.ts', null],
];
/** Texts linted as if they were these files (the boundaries are paths of the real tree). */
const TEXTS = [
  ['apps/web/src/components/__lint_fixture__.tsx', "export { useCountries } from '../features/reference';\n", 'import-x/no-restricted-paths'],
  ['apps/web/src/lib/__lint_fixture__.ts', "export { invoiceApi } from '../features/invoiceProfiles';\n", 'import-x/no-restricted-paths'],
  ['apps/server/src/modules/applications/__lint_fixture__.ts', "export { inspectionOf } from '../inspection/service.js';\n", 'import-x/no-restricted-paths'],
  ['apps/server/src/modules/testing/__lint_fixture__.ts', "export { inspectionOf } from '../inspection/service.js';\n", 'import-x/no-restricted-paths'],
  // The engine names no line (a form, a type code); a line module may name its own.
  ['apps/server/src/modules/certificates/__lint_fixture__.ts', "export const isNb = (form: string) => form === 'nb';\n", 'local/engine-names-no-line'],
  ['apps/server/src/modules/staff/__lint_fixture__.ts', 'export const pvoc = (type: string) => type === `kenya_pvoc`;\n', 'local/engine-names-no-line'],
  ['apps/server/src/modules/euType/__lint_fixture__.ts', "export const isNb = (form: string) => form === 'nb';\n", null],
  // The test files share one module graph per worker (vitest.config.ts): a mocked module would leak into the next file.
  ['apps/server/test/__lint_fixture__.test.ts', "import { vi } from 'vitest';\nvi.mock('../src/app.js');\n", 'no-restricted-properties'],
  ['packages/shared/src/__lint_fixture__.test.ts', "import { vi } from 'vitest';\nvi.doMock('./index.js');\n", 'no-restricted-properties'],
  ['apps/server/test/__lint_fixture_spy__.test.ts', "import { vi } from 'vitest';\nimport * as m from '../src/app.js';\nvi.spyOn(m, 'buildApp');\n", null],
];

const results = [
  ...(await eslint.lintFiles(FILES.map(([f]) => f))),
  ...(await Promise.all(TEXTS.map(([f, text]) => eslint.lintText(text, { filePath: path.join(root, f) })))).flat(),
];
const expected = new Map([...FILES, ...TEXTS.map(([f, , rule]) => [f, rule])].map(([f, rule]) => [path.join(root, f), rule]));
const failures = [];
for (const r of results) {
  const want = expected.get(r.filePath);
  const rules = [...new Set(r.messages.map((m) => m.ruleId ?? m.message))];
  const rel = path.relative(root, r.filePath);
  if (want === null && rules.length) failures.push(`${rel}: expected no problem, got ${rules.join(', ')}`);
  else if (want && !rules.includes(want)) failures.push(`${rel}: expected ${want} to fire, got ${rules.join(', ') || 'nothing'}`);
}
if (results.length !== expected.size) failures.push(`linted ${results.length} of ${expected.size} fixtures`);
if (failures.length) {
  console.error(`lint rules that do not fire on their fixtures:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `lint rules fire on their ${expected.size} fixtures (no-cycle .ts/.tsx, line folders, web layers, server line modules, engine naming no line, no vi.mock in tests)`,
);
