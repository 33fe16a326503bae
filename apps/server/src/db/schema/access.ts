import { integer, pgTable, primaryKey, serial, smallint, text, index } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['customer', 'staff'] }).notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/** The menu tree the header and side menu are built from (spec section 2); titles in the three languages. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    /** menu | group | link */
    type: text('type').notNull().default('menu'),
    applicationTypeId: integer('application_type_id'),
    status: smallint('status').notNull().default(1),
    redirectPath: text('redirect_path'),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    role: text('role')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role, t.menuId] })],
);
