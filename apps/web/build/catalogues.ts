/**
 * One catalogue per language (issue 16: the first load carries only the language in use). The texts stay in
 * packages/shared/src/i18n (domain files with the three languages side by side, so branches adding keys merge
 * as before); this plugin serves `virtual:tic-catalogue/<locale>` as that one language's merged catalogue. In a
 * build it evaluates the shared catalogue in Node and emits the language as JSON (one small chunk per language,
 * loaded on demand); in the dev server it re-exports the shared module so edits reload as usual.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const PREFIX = 'virtual:tic-catalogue/';
const RESOLVED = `\0${PREFIX}`;
const LOCALES = ['zh_CN', 'en', 'ar'];
const sharedI18n = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/shared/src/i18n/index.ts');

export function perLanguageCatalogues(): Plugin {
  let build = false;
  let all: Record<string, object> | null = null;
  return {
    name: 'tic-catalogues',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!LOCALES.includes(locale)) throw new Error(`No catalogue for ${locale}`);
      if (!build) return `import { catalogues } from '@tic/shared'; export default catalogues[${JSON.stringify(locale)}];`;
      all ??= (await runnerImport<{ catalogues: Record<string, object> }>(sharedI18n)).module.catalogues;
      // The notices' texts are rendered by the server only (packages/shared/src/i18n/domains/notices.ts): not shipped.
      const { noticeTexts: _serverOnly, ...web } = all[locale] as Record<string, unknown>;
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(web))});`;
    },
  };
}
