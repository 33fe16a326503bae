import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceProfiles, mailingAddresses } from '../../db/schema/index.js';

/** The two kinds of records a customer owns here; both have user_id, is_default and version. */
export type OwnedTable = typeof invoiceProfiles | typeof mailingAddresses;
export type InvoiceRow = typeof invoiceProfiles.$inferSelect;
export type MailingRow = typeof mailingAddresses.$inferSelect;
type RowOf<T extends OwnedTable> = T['$inferSelect'];
type InsertOf<T extends OwnedTable> = T['$inferInsert'];

/** SQL of one owned table. Every query is scoped to the owner, so another customer's id finds nothing. */
export function ownedRepo<T extends OwnedTable>(table: T) {
  const t = table as typeof invoiceProfiles;
  const mine = (userId: number, id: number) => and(eq(t.userId, userId), eq(t.id, id));
  return {
    list: (db: Db, userId: number) =>
      db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.isDefault), desc(t.updatedAt), desc(t.id)) as Promise<RowOf<T>[]>,
    find: (db: Db, userId: number, id: number) =>
      db
        .select()
        .from(t)
        .where(mine(userId, id))
        .then((r) => r[0] as RowOf<T> | undefined),
    findDefault: (db: Db, userId: number) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.isDefault, true)))
        .then((r) => r[0] as RowOf<T> | undefined),
    count: (db: Db, userId: number) =>
      db
        .select({ n: count() })
        .from(t)
        .where(eq(t.userId, userId))
        .then((r) => r[0]?.n ?? 0),
    async insert(db: Db, values: InsertOf<T>) {
      const [row] = await db
        .insert(t)
        .values(values as typeof invoiceProfiles.$inferInsert)
        .returning();
      return row as RowOf<T>;
    },
    /** Writes only if the row is still at `version`; answers the new row, or undefined when it was not. */
    async updateAt(db: Db, userId: number, id: number, version: number, values: Partial<InsertOf<T>>) {
      const [row] = await db
        .update(t)
        .set({ ...(values as Partial<typeof invoiceProfiles.$inferInsert>), version: sql`${t.version} + 1`, updatedAt: new Date() })
        .where(and(mine(userId, id), eq(t.version, version)))
        .returning();
      return row as RowOf<T> | undefined;
    },
    /** Takes the default away from the owner's other records (their version moves: a form holding them is stale). */
    clearDefault: (db: Db, userId: number, exceptId: number | null) =>
      db
        .update(t)
        .set({ isDefault: false, version: sql`${t.version} + 1`, updatedAt: new Date() })
        .where(and(eq(t.userId, userId), eq(t.isDefault, true), exceptId === null ? undefined : ne(t.id, exceptId))),
    makeDefault: (db: Db, userId: number, id: number) =>
      db
        .update(t)
        .set({ isDefault: true, version: sql`${t.version} + 1`, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning()
        .then((r) => r[0] as RowOf<T> | undefined),
    remove: (db: Db, userId: number, id: number) =>
      db
        .delete(t)
        .where(mine(userId, id))
        .returning()
        .then((r) => r[0] as RowOf<T> | undefined),
    newest: (db: Db, userId: number) =>
      db
        .select()
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(desc(t.updatedAt), desc(t.id))
        .limit(1)
        .then((r) => r[0] as RowOf<T> | undefined),
  };
}

export const invoiceRepo = ownedRepo(invoiceProfiles);
export const mailingRepo = ownedRepo(mailingAddresses);
