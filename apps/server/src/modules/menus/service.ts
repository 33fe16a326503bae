import type { Locale, MenuItem } from '@tic/shared';
import type { menus } from '../../db/schema/index.js';
import { pick } from '../../platform/i18n.js';

type MenuRow = typeof menus.$inferSelect;

const titleIn = (row: MenuRow, locale: Locale) => pick(locale, row.titleZh, row.titleEn, row.titleAr);

/** Builds the tree of spec section 3 (name, path, application_type_id, children, meta) in the request language. */
export function buildMenuTree(rows: MenuRow[], locale: Locale): MenuItem[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null): MenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      name: row.name,
      path: row.path,
      application_type_id: row.applicationTypeId,
      meta: { title: titleIn(row, locale), status: row.status, type: row.type, redirect_path: row.redirectPath, icon: row.icon },
      children: build(row.id),
    }));
  // Starting from the roots means a child whose parent the role cannot see is not shown either.
  return build(null);
}
