/**
 * What the registry derives for the areas: the routes of the four business areas, the business part of the menu
 * seed, the form screen of each form, the pages of the lines' routes, the application-type seed and the `rfc`
 * dictionary rows. routes.ts, apps/web (areas.ts, pages.ts) and the server's seeds read these, never a list of
 * their own (lines/registry.snapshot.test.ts compares them with the lists as they were written by hand).
 */
import type { ApplicationArea } from '../forms/declaration.js';
import type { MenuArea, PortalRoute } from '../paths.js';
import { AREAS, LINES, PAYMENT_RECORD_PAGES, PAYMENTS, type AreaMenuEntry } from './areas.js';
import { LINE_REGISTRY, type ApplicationForm } from './registry.js';
import type { LineMenu, LineScreen, LineType, Names } from './types.js';

/** Flat key of an area route: 'customsClearance_myCertificate_detail' for customsClearance/myCertificate/:id. */
export const routeKey = (a: MenuArea, rel: string): string => `${a}_${rel.replace(/\/:id$/, '_detail').replace(/\//g, '_')}`;

const linesOf = (area: ApplicationArea) => LINE_REGISTRY.filter((l) => l.declaration.area === area);

const areaRoute = (a: ApplicationArea, rel: string): PortalRoute => ({
  path: `/${a}/${rel}`,
  layout: 'main',
  area: a,
  titleKey: `route.${routeKey(a, rel)}`,
  page: rel === 'workBench' ? 'workBench' : routeKey(a, rel),
});
/** A payment record page of an area: communication's page and title, at the area's own address. */
const paymentRoute = (a: ApplicationArea, rel: string): PortalRoute => ({
  ...areaRoute(a, rel),
  titleKey: `route.${routeKey('communication', rel)}`,
  page: routeKey('communication', rel),
});

/** The routes of the four business areas: each area's own, with its lines' routes and its payment records at their slots. */
export const BUSINESS_AREA_ROUTES: readonly PortalRoute[] = AREAS.flatMap(({ area, routes }) =>
  routes.flatMap((rel) =>
    rel === LINES
      ? linesOf(area).flatMap((l) => l.routes.flatMap((r) => [areaRoute(area, r.rel), ...(r.withId ? [areaRoute(area, `${r.rel}/:id`)] : [])]))
      : rel === PAYMENTS
        ? PAYMENT_RECORD_PAGES.map((r) => paymentRoute(area, r))
        : [areaRoute(area, rel)],
  ),
);

/** The form screen of each form (new: this path; an application: this path/{id}). */
export const FORM_SCREENS = Object.fromEntries(LINE_REGISTRY.map((l) => [l.form, `/${l.declaration.area}/${l.formRoute}`])) as Record<ApplicationForm, string>;

/** A page of a line's route: which screen, for which forms (a form route serves every line opening there). */
export interface LinePage {
  screen: LineScreen;
  /** The forms the screen serves: the route's own line first, then the lines whose applications open there. */
  forms: readonly ApplicationForm[];
  newApplication: boolean;
  /** The route without its /:id, and its title key. */
  basePath: string;
  titleKey: string;
}
export const LINE_PAGES: Readonly<Record<string, LinePage>> = Object.fromEntries(
  LINE_REGISTRY.flatMap((l) =>
    l.routes.flatMap((r) => {
      const area = l.declaration.area;
      const basePath = `/${area}/${r.rel}`;
      const forms = [l.form, ...LINE_REGISTRY.filter((o) => o !== l && `/${o.declaration.area}/${o.formRoute}` === basePath).map((o) => o.form)];
      const titleKey = `route.${routeKey(area, r.rel)}`;
      const page = (screen: LineScreen, newApplication: boolean): LinePage => ({ screen, forms, newApplication, basePath, titleKey });
      return [
        [routeKey(area, r.rel), page(r.screen, r.newApplication)],
        ...(r.withId ? [[routeKey(area, `${r.rel}/:id`), page(r.withId.screen, false)] as const] : []),
      ];
    }),
  ),
);

/** A menu item as the menu seed writes it (apps/server/src/db/seed/menus.ts adds the staff and configuration areas). */
export interface MenuSeedNode {
  name: string;
  path: string;
  type: 'menu' | 'group' | 'link';
  titleKey: string;
  redirect?: string;
  icon?: string;
  children?: MenuSeedNode[];
}
/** A page of an area in the menu, titled as its route. */
export const menuItem = (area: MenuArea, rel: string, icon?: string): MenuSeedNode => ({
  name: rel.split('/').pop() ?? rel,
  path: `/${area}/${rel}`,
  type: 'menu',
  titleKey: `route.${routeKey(area, rel)}`,
  icon,
});
const menuGroup = (area: ApplicationArea, name: string, rel: string, children: MenuSeedNode[], icon?: string): MenuSeedNode => ({
  name,
  path: `/${area}/${rel}`,
  type: 'group',
  titleKey: `menuGroup.${name}`,
  children,
  icon,
});
const lineMenus = (area: ApplicationArea): LineMenu[] => linesOf(area).flatMap((l) => [...l.menu]);

/** The payment records group of an area: communication's titles, the area's addresses (the detail page has no item). */
const paymentMenu = (area: ApplicationArea): MenuSeedNode => ({
  ...menuGroup(
    area,
    `${area}PaymentRecord`,
    'paymentRecord',
    PAYMENT_RECORD_PAGES.filter((rel) => !rel.endsWith('/:id')).map((rel) => ({ ...menuItem(area, rel), titleKey: `route.${routeKey('communication', rel)}` })),
    'payment',
  ),
  titleKey: 'menuGroup.communicationPaymentRecord',
});

function areaMenuEntry(area: ApplicationArea, entry: AreaMenuEntry): MenuSeedNode[] {
  if (entry === PAYMENTS) return [paymentMenu(area)];
  if (entry === LINES)
    return lineMenus(area).flatMap((m) =>
      m.kind === 'group'
        ? [
            menuGroup(
              area,
              m.name,
              m.rel,
              m.rels.map((r) => menuItem(area, r)),
              m.icon,
            ),
          ]
        : [],
    );
  if ('item' in entry) return [menuItem(area, entry.item, entry.icon)];
  const { name, rel, icon, rels } = entry.group;
  const items = rels.flatMap((r) =>
    r !== LINES ? [menuItem(area, r)] : lineMenus(area).flatMap((m) => (m.kind === 'items' && m.group === name ? m.rels.map((x) => menuItem(area, x)) : [])),
  );
  return [menuGroup(area, name, rel, items, icon)];
}

/** The menu of the four business areas (spec section 2), every line in its place. */
export const BUSINESS_MENU: readonly MenuSeedNode[] = AREAS.map(({ area, menu }) => ({
  name: area,
  path: `/${area}`,
  type: 'menu',
  titleKey: `area.${area}`,
  redirect: `/${area}/workBench`,
  children: menu.flatMap((e) => areaMenuEntry(area, e)),
}));

/** The application-type seed: each area's parent type, its children the lines' types (and the area's own) in order. */
export interface TypeSeed extends Names {
  code: string;
  area: string;
  children: (Names & { code: string })[];
}
export const APPLICATION_TYPE_SEED: readonly TypeSeed[] = AREAS.map(({ area, parentType }) => ({
  code: parentType.code,
  area,
  ...parentType.names,
  children: [...parentType.extraChildren, ...linesOf(area).flatMap((l): readonly LineType[] => l.types)]
    .sort((a, b) => a.sort - b.sort)
    .map((t) => ({ code: t.code, ...t.names })),
}));

/** The rows of the `rfc` dictionary: [code, zh, en, ar], in their order. */
export const RFC_DICTIONARY_ROWS: readonly [string, string, string, string][] = LINE_REGISTRY.flatMap((l): readonly LineType[] => l.types)
  .flatMap((t) => (t.dictionary ? [{ sort: t.dictionary.sort, code: t.code, names: t.dictionary.names ?? t.names }] : []))
  .sort((a, b) => a.sort - b.sort)
  .map((r) => [r.code, r.names.zh, r.names.en, r.names.ar]);
