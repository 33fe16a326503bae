/**
 * Pure rules that turn the server's menu into what the header and side menu show. No React here,
 * so each rule is unit-tested on its own.
 */
import { DEFAULT_OPEN_MENU_GROUPS, MENU_AREAS, type MenuArea, type MenuItem } from '@tic/shared';

/** The menu area (business area or configuration) a pathname belongs to ('/communication/notice/acceptance' -> 'communication'). */
export function areaOfPath(pathname: string): MenuArea | undefined {
  const first = pathname.split('/')[1] ?? '';
  return (MENU_AREAS as readonly string[]).includes(first) ? (first as MenuArea) : undefined;
}

/** The top-level items that are business areas, in the server's order. */
export function areaItems(menu: readonly MenuItem[]): MenuItem[] {
  return menu.filter((item) => areaOfPath(item.path) !== undefined || (MENU_AREAS as readonly string[]).includes(item.name));
}

export function areaKey(item: MenuItem): MenuArea | undefined {
  return areaOfPath(item.path) ?? ((MENU_AREAS as readonly string[]).includes(item.name) ? (item.name as MenuArea) : undefined);
}

/** Whether the (already filtered) menu grants an area: a page of an area not in it shows the denied page. */
export function isAreaAllowed(menu: readonly MenuItem[], area: MenuArea): boolean {
  return areaItems(menu).some((item) => areaKey(item) === area);
}

/** Children of an area: what the side menu shows. */
export function sideItemsOf(menu: readonly MenuItem[], area: MenuArea | undefined): MenuItem[] {
  if (!area) return [];
  return areaItems(menu).find((item) => areaKey(item) === area)?.children ?? [];
}

/** Where a click on an area in the top menu leads: its redirect, else its workbench. */
export function areaLanding(item: MenuItem): string {
  if (item.meta.redirect_path) return item.meta.redirect_path;
  const area = areaKey(item);
  return area ? `/${area}/workBench` : item.path;
}

/** Key of an item in the antd menu: groups by name (so DEFAULT_OPEN_MENU_GROUPS match), pages by path. */
export function itemKey(item: MenuItem): string {
  return item.children.length > 0 || item.meta.type === 'group' ? item.name : item.path;
}

const isPage = (item: MenuItem) => item.meta.type !== 'link' && item.meta.type !== 'group' && item.children.length === 0;

/** Pairs of (page item, the groups above it), depth first. */
function walk(items: readonly MenuItem[], parents: string[] = []): Array<{ item: MenuItem; parents: string[] }> {
  return items.flatMap((item) => (item.children.length > 0 ? walk(item.children, [...parents, itemKey(item)]) : [{ item, parents }]));
}

/** A detail page whose address is not under its list's: the page's address prefix (`base`/<id>) and the list's path. */
export interface DetailList {
  base: string;
  list: string;
}

/** The path the menu highlights for a pathname: a detail page's list (`base`/<id> -> `list`), else the pathname itself. */
export function menuPathOf(pathname: string, details: readonly DetailList[] = []): string {
  for (const d of details) if (pathname.startsWith(`${d.base}/`) && /^\d+$/.test(pathname.slice(d.base.length + 1))) return d.list;
  return pathname;
}

/**
 * The page item to highlight: the one whose path is the longest prefix of the current pathname,
 * so '/x/myCertificate/12' highlights '/x/myCertificate'; a detail page of `details` highlights its list.
 */
export function selectedItem(items: readonly MenuItem[], path: string, details?: readonly DetailList[]): { key: string; parents: string[] } | undefined {
  const pathname = menuPathOf(path, details);
  let best: { item: MenuItem; parents: string[] } | undefined;
  for (const entry of walk(items)) {
    if (!isPage(entry.item)) continue;
    const p = entry.item.path;
    if (pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`)) {
      if (!best || p.length > best.item.path.length) best = entry;
    }
  }
  return best && { key: itemKey(best.item), parents: best.parents };
}

/** Groups open at first: the default ones of spec section 2, plus the one holding the current page. */
export function defaultOpenKeys(items: readonly MenuItem[], pathname: string, details?: readonly DetailList[]): string[] {
  const keys = new Set<string>();
  const present = new Set(walkGroups(items));
  for (const g of DEFAULT_OPEN_MENU_GROUPS) if (present.has(g)) keys.add(g);
  for (const p of selectedItem(items, pathname, details)?.parents ?? []) keys.add(p);
  return [...keys];
}

function walkGroups(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.children.length > 0 ? [itemKey(item), ...walkGroups(item.children)] : []));
}

/** Finds an item by its antd key. */
export function findByKey(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (itemKey(item) === key) return item;
    const inner = findByKey(item.children, key);
    if (inner) return inner;
  }
  return undefined;
}
