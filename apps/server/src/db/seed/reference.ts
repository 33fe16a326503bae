import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { LINE_FEE_RULES } from '@tic/shared';
import { applicationTypes, dictionaryItems, feeRuleHistory, feeRules, menus, roleMenus, rolePermissions, roles } from '../schema/index.js';
import { APPLICATION_TYPES } from './applicationTypes.js';
import { DICTIONARIES, DICTIONARY_CHILDREN } from './dictionaries.js';
import { seedGeo } from './geo.js';
import { seedContent } from './content.js';
import { MENU_TREE, titlesOf, type SeedMenu } from './menus.js';

export const ROLES = [
  { code: 'customer', kind: 'customer' as const, nameZh: '客户', nameEn: 'Customer', nameAr: 'عميل' },
  { code: 'admin', kind: 'staff' as const, nameZh: '管理员', nameEn: 'Administrator', nameAr: 'مسؤول' },
  // The staff roles of the workstation (issue 14); a staff account may hold several (users.staff_roles).
  { code: 'customer_service', kind: 'staff' as const, nameZh: '客户服务', nameEn: 'Customer service', nameAr: 'خدمة العملاء' },
  { code: 'acceptance_officer', kind: 'staff' as const, nameZh: '受理专员', nameEn: 'Acceptance officer', nameAr: 'موظف القبول' },
  { code: 'inspector', kind: 'staff' as const, nameZh: '检验/测试工程师', nameEn: 'Inspector / test engineer', nameAr: 'مفتش / مهندس اختبار' },
  { code: 'reviewer', kind: 'staff' as const, nameZh: '技术审核', nameEn: 'Technical reviewer', nameAr: 'مراجع فني' },
  { code: 'finance', kind: 'staff' as const, nameZh: '财务', nameEn: 'Finance', nameAr: 'المالية' },
  { code: 'issuer', kind: 'staff' as const, nameZh: '证书签发', nameEn: 'Certificate issuer', nameAr: 'مُصدِر الشهادات' },
];
export const STAFF_ROLE_CODES = ['admin', 'customer_service', 'acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer'];

const CUSTOMER_PERMISSIONS = ['portal:use', 'application:apply', 'certificate:read', 'notice:read', 'profile:edit'];
export const ROLE_PERMISSIONS: Record<string, string[]> = {
  customer: CUSTOMER_PERMISSIONS,
  admin: [
    ...CUSTOMER_PERMISSIONS,
    'backoffice:access',
    'config:manage',
    'dictionary:edit',
    'content:edit',
    'customer:manage',
    'channel:review',
    'all:read',
    'finance:manage',
    'certificate:status',
  ],
  // Customer service owns customers and quotes; finance confirms money; the issuer changes a certificate's status.
  customer_service: ['backoffice:access', 'customer:manage', 'finance:manage', 'channel:review'],
  acceptance_officer: ['backoffice:access'],
  inspector: ['backoffice:access'],
  reviewer: ['backoffice:access'],
  finance: ['backoffice:access', 'finance:manage'],
  issuer: ['backoffice:access', 'certificate:status'],
};

/**
 * Adds the menu items an installation lacks (matched by parent, name and path), giving each new one to
 * its roles; items already there, and which roles have them, are left as staff arranged them.
 */
async function seedMenu(db: Db, node: SeedMenu, parentId: number | null, sort: number, roles: string[]): Promise<void> {
  const where = and(parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId), eq(menus.name, node.name), eq(menus.path, node.path));
  let [row] = await db.select({ id: menus.id }).from(menus).where(where);
  const itemRoles = node.roles ?? roles;
  if (!row) {
    [row] = await db
      .insert(menus)
      .values({
        parentId,
        name: node.name,
        path: node.path,
        type: node.type,
        redirectPath: node.redirect ?? null,
        icon: node.icon ?? null,
        sort,
        ...titlesOf(node.titleKey),
      })
      .returning({ id: menus.id });
    await db
      .insert(roleMenus)
      .values(itemRoles.map((role) => ({ role, menuId: row!.id })))
      .onConflictDoNothing();
  }
  for (const [i, child] of (node.children ?? []).entries()) await seedMenu(db, child, row!.id, i, itemRoles);
}

/**
 * Reference data every installation needs (roles, permissions, menus, dictionaries, application types, countries, area codes, Chinese divisions, the
 * terms and guidance documents). Idempotent.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(roles).values(ROLES).onConflictDoNothing();
    for (const [role, perms] of Object.entries(ROLE_PERMISSIONS)) {
      await tx
        .insert(rolePermissions)
        .values(perms.map((permission) => ({ role, permission })))
        .onConflictDoNothing();
    }

    for (const [i, node] of MENU_TREE.entries())
      await seedMenu(
        tx as unknown as Db,
        node,
        null,
        i,
        ROLES.map((r) => r.code),
      );

    for (const [slug, rows] of Object.entries(DICTIONARIES)) {
      await tx
        .insert(dictionaryItems)
        .values(
          rows.map(([dicKey, labelZh, labelEn, labelAr, remarkZh, remarkEn, remarkAr], sort) => ({
            slug,
            dicKey,
            labelZh,
            labelEn,
            labelAr,
            remarkZh,
            remarkEn,
            remarkAr,
            sort,
          })),
        )
        .onConflictDoNothing();
    }
    for (const [slug, parents] of Object.entries(DICTIONARY_CHILDREN)) {
      for (const [parentKey, rows] of Object.entries(parents)) {
        const [parent] = await tx
          .select({ id: dictionaryItems.id })
          .from(dictionaryItems)
          .where(and(eq(dictionaryItems.slug, slug), eq(dictionaryItems.dicKey, parentKey)));
        await tx
          .insert(dictionaryItems)
          .values(rows.map(([dicKey, labelZh, labelEn, labelAr], sort) => ({ slug, parentId: parent!.id, dicKey, labelZh, labelEn, labelAr, sort })))
          .onConflictDoNothing();
      }
    }

    for (const [i, t] of APPLICATION_TYPES.entries()) {
      await tx.insert(applicationTypes).values({ code: t.code, businessArea: t.area, nameZh: t.zh, nameEn: t.en, nameAr: t.ar, sort: i }).onConflictDoNothing();
      const [parent] = await tx.select({ id: applicationTypes.id }).from(applicationTypes).where(eq(applicationTypes.code, t.code));
      for (const [j, c] of (t.children ?? []).entries()) {
        await tx
          .insert(applicationTypes)
          .values({ code: c.code, parentId: parent!.id, businessArea: t.area, nameZh: c.zh, nameEn: c.en, nameAr: c.ar, sort: j })
          .onConflictDoNothing();
      }
    }

    // The fee rules the lines start with (lines/<line>/index.ts `fees`), those missing only: a rule staff changed,
    // or switched off, keeps what they made of it (its code, its type or its line and currency are taken).
    for (const r of LINE_FEE_RULES) {
      const rule = { percent: r.percent, minAmount: r.min, maxAmount: r.max, currency: r.currency };
      const [row] = await tx
        .insert(feeRules)
        .values({ code: r.code, kind: r.kind, applicationType: r.applicationType, ...rule })
        .onConflictDoNothing()
        .returning({ id: feeRules.id });
      if (row)
        await tx
          .insert(feeRuleHistory)
          .values({ ruleId: row.id, version: 1, active: true, ...rule })
          .onConflictDoNothing();
    }
  });
  await seedGeo(db);
  await seedContent(db);
}
