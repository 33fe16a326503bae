import { STATUS_ON } from './constants.js';

export interface MenuMeta {
  title: string;
  status: number;
  /** 'menu' | 'link' | 'group' */
  type: string;
  redirect_path: string | null;
  icon?: string | null;
}

export interface MenuItem {
  name: string;
  path: string;
  application_type_id: number | null;
  meta: MenuMeta;
  children: MenuItem[];
}

/** Keeps only the items whose meta.status equals 1, recursively (spec section 6). */
export function filterVisibleMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => item.meta.status === STATUS_ON).map((item) => ({ ...item, children: filterVisibleMenu(item.children ?? []) }));
}

/** Where a click on a menu item leads: a link opens a new tab; an item with children and a redirect goes to the redirect. */
export function menuTarget(item: MenuItem): { kind: 'external'; href: string } | { kind: 'route'; to: string } | { kind: 'none' } {
  if (item.meta.type === 'link') return { kind: 'external', href: item.path };
  if (item.children.length > 0 && item.meta.redirect_path) return { kind: 'route', to: item.meta.redirect_path };
  if (item.children.length > 0) return { kind: 'none' };
  return { kind: 'route', to: item.path };
}
