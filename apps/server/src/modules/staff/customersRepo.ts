/** Customers as staff read and verify them (users, their customer-service contact, their applications and money). */
import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { applications, customerWaiters, users } from '../../db/schema/index.js';
import { escapeLike } from '../../db/paging.js';
import { selectItems } from './queuesRepo.js';

const waiter = alias(users, 'waiter');
export type CustomerRow = { u: typeof users.$inferSelect; waiterId: number | null; waiterName: string | null; waiterUsername: string | null };
export type Profile = Record<string, unknown>;

const selectCustomers = (db: Db) =>
  db
    .select({ u: users, waiterId: customerWaiters.staffId, waiterName: waiter.name, waiterUsername: waiter.username })
    .from(users)
    .leftJoin(customerWaiters, eq(customerWaiters.customerId, users.id))
    .leftJoin(waiter, eq(waiter.id, customerWaiters.staffId));

const customerWhere = (keywords: string | undefined) => {
  const k = keywords ? `%${escapeLike(keywords.toLowerCase())}%` : null;
  return and(
    eq(users.kind, 'customer'),
    k
      ? or(
          sql`lower(${users.username}) like ${k}`,
          sql`lower(coalesce(${users.name}, '')) like ${k}`,
          sql`lower(coalesce(${users.email}, '')) like ${k}`,
          sql`coalesce(${users.mobile}, '') like ${k}`,
          sql`lower(coalesce(${users.profile}->>'company', '')) like ${k}`,
        )
      : undefined,
  );
};

export const customersRepo = {
  /** A page of customers (newest first) matching the keywords, and how many match. */
  page: async (db: Db, keywords: string | undefined, offset: number, limit: number) => {
    const where = customerWhere(keywords);
    const [rows, [count]] = await Promise.all([
      selectCustomers(db).where(where).orderBy(desc(users.createdAt), desc(users.id)).offset(offset).limit(limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    return { rows: rows as CustomerRow[], total: count?.n ?? 0 };
  },
  find: async (db: Db, id: number): Promise<CustomerRow | null> =>
    (await selectCustomers(db).where(and(eq(users.id, id), eq(users.kind, 'customer'))))[0] ?? null,
  /** The customer's submitted applications (newest first, at most 200) as queue rows. */
  applications: (db: Db, id: number) =>
    selectItems(db)
      .where(and(eq(applications.userId, id), ne(applications.status, 'draft')))
      .orderBy(desc(applications.submittedAt), asc(applications.id))
      .limit(200),
  /** Quoted and confirmed-paid sums per currency (amounts of different currencies are never added). */
  balance: (db: Db, id: number) =>
    db
      .select({
        currency: applications.feeCurrency,
        total: sql<string>`sum(${applications.quotedAmount})::text`,
        paid: sql<string>`sum(${applications.paidAmount})::text`,
      })
      .from(applications)
      .where(and(eq(applications.userId, id), ne(applications.status, 'draft'), ne(applications.status, 'cancelled'), isNotNull(applications.feeCurrency)))
      .groupBy(applications.feeCurrency)
      .orderBy(applications.feeCurrency),
  /** The customer's row, locked for the caller's transaction. */
  lock: async (tx: Tx, id: number) =>
    (
      await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.kind, 'customer')))
        .for('update')
    )[0] ?? null,
  setProfile: (tx: Tx, id: number, profile: Profile) => tx.update(users).set({ profile, updatedAt: new Date() }).where(eq(users.id, id)),
};
