/**
 * The route table as data (issue 27: the entry's bytes). PORTAL_ROUTES, the lines' pages and each form's screen
 * (FORM_SCREENS) are derived from the line
 * registry (packages/shared/src/lines/derive.ts), which brings every line's form, rules and messages (zod, the phone
 * library, decimal.js…): the entry only needs the paths, layouts, titles and page ids. `virtual:tic-routes` is that
 * table: in a build, evaluated in Node and written as JSON; in the dev server, re-exported from the shared module so
 * edits reload as usual. A line's form page loads the registry with its own chunk (app/pages.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { LinePage, PortalRoute } from '@tic/shared';

const ID = 'virtual:tic-routes';
const RESOLVED = `\0${ID}`;
const sharedIndex = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/shared/src/index.ts');

/** What the entry needs of a line's page: which screen draws it, and whether it starts a new application. */
export type LinePageScreens = Record<string, Pick<LinePage, 'screen' | 'newApplication'>>;

export function linePageScreens(pages: Readonly<Record<string, LinePage>>): LinePageScreens {
  return Object.fromEntries(Object.entries(pages).map(([id, p]) => [id, { screen: p.screen, newApplication: p.newApplication }]));
}

export function routeTable(): Plugin {
  let build = false;
  return {
    name: 'tic:route-table',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!build) {
        return (
          `import { PORTAL_ROUTES, LINE_PAGES, FORM_SCREENS } from '@tic/shared';\n` +
          `export { PORTAL_ROUTES, FORM_SCREENS };\n` +
          `export const LINE_PAGE_SCREENS = Object.fromEntries(Object.entries(LINE_PAGES).map(([id, p]) => [id, { screen: p.screen, newApplication: p.newApplication }]));`
        );
      }
      const shared = (
        await runnerImport<{ PORTAL_ROUTES: readonly PortalRoute[]; LINE_PAGES: Record<string, LinePage>; FORM_SCREENS: Record<string, string> }>(sharedIndex)
      ).module;
      const json = (v: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(v))})`;
      return (
        `export const PORTAL_ROUTES = ${json(shared.PORTAL_ROUTES)};\n` +
        `export const LINE_PAGE_SCREENS = ${json(linePageScreens(shared.LINE_PAGES))};\n` +
        `export const FORM_SCREENS = ${json(shared.FORM_SCREENS)};`
      );
    },
  };
}
