import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menus, roleMenus } from '../../db/schema/index.js';

export const menusRepo = {
  forRole: (db: Db, role: string) =>
    db
      .select({ menu: menus })
      .from(menus)
      .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
      .where(eq(roleMenus.role, role))
      .orderBy(asc(menus.sort), asc(menus.id))
      .then((rows) => rows.map((r) => r.menu)),
};
