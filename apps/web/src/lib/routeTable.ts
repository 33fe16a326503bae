/**
 * The route table (issue 27: the entry's bytes). PORTAL_ROUTES, the lines' pages and each form's screen are derived
 * from the line registry (packages/shared/src/lines/derive.ts), which brings every line's form, rules and messages
 * (zod, the phone library, decimal.js…), while the entry, the router and the workbench's links only read paths, page
 * ids and titles. The web build replaces this module with its values as data (build/routeTable.ts); the dev server
 * and the tests run it as it is. A line's form page loads the registry with its own chunk (app/pages.ts).
 */
import { FORM_SCREENS, LINE_PAGES, PORTAL_ROUTES, type LinePage } from '@tic/shared';

export { FORM_SCREENS, PORTAL_ROUTES };

/** What the entry needs of a line's page: which screen draws it, and whether it starts a new application. */
export type LinePageScreens = Readonly<Record<string, Pick<LinePage, 'screen' | 'newApplication'>>>;

export const LINE_PAGE_SCREENS: LinePageScreens = Object.fromEntries(
  Object.entries(LINE_PAGES).map(([id, p]) => [id, { screen: p.screen, newApplication: p.newApplication }]),
);
