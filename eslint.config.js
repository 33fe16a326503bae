import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';
import lineBoundaryRules from './scripts/eslint/lineBoundaries.mjs';
import { engineNamesNoLine } from './scripts/eslint/engineNamesNoLine.mjs';

const dirs = (p) =>
  fs
    .readdirSync(p, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';
const localRules = { rules: { ...lineBoundaryRules.rules, 'engine-names-no-line': engineNamesNoLine } };
/**
 * The engine, which names no line (scripts/eslint/engineNamesNoLine.mjs): the application engine and the certificates
 * built on it, the staff workstation every line's work goes through, and the shared staff rules and lifecycle.
 */
const ENGINE_FILES = [
  `${SERVER_MODULES}/applications/**/*.ts`,
  `${SERVER_MODULES}/certificates/**/*.ts`,
  `${SERVER_MODULES}/staff/**/*.ts`,
  'packages/shared/src/staff/**/*.ts',
  'packages/shared/src/lifecycle.ts',
];

/**
 * The boundaries of design.md, checked (issue 17):
 * - a web feature imports another feature only through its index.ts (its public surface), never its internals;
 * - a server module never reads another module's repos (its SQL): it calls that module's service;
 * - no import cycles (import-x/no-cycle reads .ts and .tsx through the TypeScript parser; `npm run lint` proves it
 *   fires on the cyclic fixtures of lint-fixtures/: scripts/lint-rules-fire.mjs);
 * - web components/ and lib/ never import features/ (the shared layers stay below the features);
 * - a line folder (packages/shared/src/lines/<line>) never imports another line (scripts/eslint/lineBoundaries.mjs);
 * - the engine (ENGINE_FILES) names no line: no line's form or type code in its strings (scripts/eslint/engineNamesNoLine.mjs);
 * - SQL only in repos: drizzle-orm's query builders and the table objects are imported by repo files, the db
 *   folder and tests only (types may be imported anywhere).
 */
const featureZones = dirs(WEB_FEATURES).map((f) => ({
  target: `./${WEB_FEATURES}/!(${f})/**/*`,
  from: `./${WEB_FEATURES}/${f}`,
  // lazy.ts: the parts another feature loads on demand (React.lazy), kept out of the importer's first load.
  except: ['./index.ts', './lazy.ts'],
  message: `import the ${f} feature through its index.ts (features/${f}), not its internals`,
}));
const moduleZones = dirs(SERVER_MODULES).map((m) => ({
  target: `./${SERVER_MODULES}/!(${m})/**/*`,
  from: `./${SERVER_MODULES}/${m}/*[rR]epo.ts`,
  message: `another module's SQL stays in it: call the ${m} module's service, not its repo`,
}));

// The web app's shared layers sit below the features: a feature may use them, never the other way round.
const layerZones = ['components', 'lib'].map((layer) => ({
  target: `./apps/web/src/${layer}/**/*`,
  from: `./${WEB_FEATURES}`,
  message: `${layer}/ is shared by the features and never imports one: move the shared part down (lib/, components/) or the component into its feature`,
}));
// A server module with an extension.ts is a business line (modules/applications/extensions.ts): only apps/server/src/lines.ts
// imports it; the engine and every other module (another line included) never do (issue 26).
const lineZones = dirs(SERVER_MODULES)
  .filter((m) => fs.existsSync(`${SERVER_MODULES}/${m}/extension.ts`))
  .map((m) => ({
    target: `./${SERVER_MODULES}/!(${m})/**/*`,
    from: `./${SERVER_MODULES}/${m}`,
    message: `${m} is a line module: it plugs into the engine through its extension.ts (listed in apps/server/src/lines.ts); nothing imports it`,
  }));

export default tseslint.config(
  {
    // lint-fixtures/ break the rules on purpose: scripts/lint-rules-fire.mjs lints them and expects each rule to fire.
    ignores: [
      'lint-fixtures/**',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'lint-fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: localRules },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/line-boundaries': ['error', { roots: ['packages/shared/src/lines', 'lint-fixtures/lines'] }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...moduleZones, ...lineZones, ...layerZones] }],
    },
  },
  {
    files: ENGINE_FILES,
    ignores: ['**/*.test.ts'],
    rules: { 'local/engine-names-no-line': ['error', { lines: ['packages/shared/src/lines'] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*[rR]epo.ts', 'apps/server/src/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL lives in repos (a *repo.ts file); import types only here.', allowTypeImports: true }],
          patterns: [{ group: ['**/db/schema/*'], message: 'Tables are queried in repos (a *repo.ts file); import types only here.', allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // Numbers read left to right in Arabic too: one component sets dir="ltr" on every numeric input (issue 16).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/NumberInput.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'antd', importNames: ['InputNumber'], message: 'Use NumberInput (components/NumberInput): digits left to right in Arabic.' }] },
      ],
    },
  },
  {
    // Both vitest projects share one module graph per worker (vitest.config.ts, isolate: false): a module replaced with
    // vi.mock would leak into the next file or not apply at all. Spy on the module's export instead, restored at the end.
    files: [
      'apps/server/**/*.test.ts',
      'apps/server/test/**/*.ts',
      'packages/shared/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'e2e/support/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'The test files share modules: use vi.spyOn on the module (see apps/server/test/pdfTextSpy.ts).',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'The test files share modules: use vi.spyOn on the module (see apps/server/test/pdfTextSpy.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  prettier,
  {
    // After eslint-config-prettier (which turns max-len off): Prettier wraps code at 160 but never a string literal
    // or a comment, so this catches those (issue 17).
    rules: { 'max-len': ['error', { code: 160, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true, ignoreTemplateLiterals: true }] },
  },
);
