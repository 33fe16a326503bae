import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FinanceRemittanceFilter } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { applications, customerCredits, remittanceAllocations, remittanceFiles, remittances, storedFiles, users } from '../../db/schema/index.js';

export type RemittanceRow = typeof remittances.$inferSelect;
type RemittanceInsert = typeof remittances.$inferInsert;

/** The statuses of each finance filter: "to confirm" is submitted or in review. */
const FILTER_STATUSES: Record<FinanceRemittanceFilter, readonly string[]> = {
  to_confirm: ['submitted', 'in_review'],
  confirmed: ['confirmed'],
  partly_confirmed: ['partly_confirmed'],
  rejected: ['rejected'],
  reversed: ['reversed'],
};

export interface FinanceFilters {
  status?: FinanceRemittanceFilter;
  customer?: string;
  currency?: string;
  date_from?: string;
  date_to?: string;
  rfc_no?: string;
  sort: 'created_at' | 'remitted_on' | 'amount' | 'no';
  order: 'asc' | 'desc';
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function financeWhere(f: FinanceFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(inArray(remittances.status, [...FILTER_STATUSES[f.status]]));
  if (f.currency) where.push(eq(remittances.currency, f.currency));
  if (f.date_from) where.push(gte(remittances.remittedOn, f.date_from));
  if (f.date_to) where.push(lte(remittances.remittedOn, f.date_to));
  if (f.customer) where.push(or(ilike(users.username, like(f.customer)), ilike(users.name, like(f.customer)))!);
  if (f.rfc_no)
    where.push(
      sql`exists (select 1 from ${remittanceAllocations} join ${applications} on ${applications.id} = ${remittanceAllocations.applicationId}
        where ${remittanceAllocations.remittanceId} = ${remittances.id} and ${applications.rfcNo} ilike ${like(f.rfc_no)})`,
    );
  return where.length ? and(...where) : undefined;
}

const SORT = { created_at: remittances.createdAt, remitted_on: remittances.remittedOn, amount: remittances.amount, no: remittances.no } as const;

/** SQL of remittances, their allocations, proof files and the customers' credit (remittances.ts). */
export const remittancesRepo = {
  find: (db: Db | Tx, userId: number | null, id: number, lock = false) => {
    const q = db
      .select()
      .from(remittances)
      .where(userId === null ? eq(remittances.id, id) : and(eq(remittances.id, id), eq(remittances.userId, userId)));
    return (lock ? q.for('update') : q).then((r) => r[0]);
  },

  byKey: (db: Db, userId: number, key: string) =>
    db
      .select()
      .from(remittances)
      .where(and(eq(remittances.userId, userId), eq(remittances.idempotencyKey, key))),

  /** The allocations of these remittances with their applications' numbers and titles. */
  allocationsWithApps: (db: Db | Tx, ids: number[]) =>
    db
      .select({ x: remittanceAllocations, rfcNo: applications.rfcNo, title: applications.title })
      .from(remittanceAllocations)
      .innerJoin(applications, eq(applications.id, remittanceAllocations.applicationId))
      .where(inArray(remittanceAllocations.remittanceId, ids))
      .orderBy(asc(remittanceAllocations.id)),

  filesOf: (db: Db | Tx, ids: number[]) =>
    db
      .select({ remittanceId: remittanceFiles.remittanceId, id: storedFiles.id, name: storedFiles.originalName, size: storedFiles.size })
      .from(remittanceFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, remittanceFiles.fileId))
      .where(inArray(remittanceFiles.remittanceId, ids)),

  /** A customer's remittances (null: everyone's) of a status or with a number, newest first. */
  async page(db: Db, userId: number | null, f: { status?: string; no?: string }, limit: number, offset: number) {
    const where: SQL[] = [];
    if (userId !== null) where.push(eq(remittances.userId, userId));
    if (f.status) where.push(eq(remittances.status, f.status));
    if (f.no) where.push(eq(remittances.no, f.no));
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(remittances)
      .where(and(...where));
    const rows = await db
      .select()
      .from(remittances)
      .where(and(...where))
      .orderBy(desc(remittances.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: Number(n) };
  },

  /** The finance list: every customer's remittances with their customer, filtered, sorted and paged, and the totals per currency. */
  async financePage(db: Db, f: FinanceFilters, limit: number, offset: number) {
    const where = financeWhere(f);
    const base = () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(remittances)
        .innerJoin(users, eq(users.id, remittances.userId));
    const [{ n } = { n: 0 }] = await base().where(where);
    const order = f.order === 'asc' ? asc : desc;
    const rows = await db
      .select({ r: remittances, username: users.username, name: users.name })
      .from(remittances)
      .innerJoin(users, eq(users.id, remittances.userId))
      .where(where)
      .orderBy(order(SORT[f.sort]), order(remittances.id))
      .limit(limit)
      .offset(offset);
    const totals = await db
      .select({
        currency: remittances.currency,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${remittances.amount}), 0)`,
        confirmed: sql<string>`coalesce(sum(${remittances.confirmedAmount}), 0)`,
      })
      .from(remittances)
      .innerJoin(users, eq(users.id, remittances.userId))
      .where(where)
      .groupBy(remittances.currency)
      .orderBy(asc(remittances.currency));
    return { rows, total: Number(n), totals };
  },

  /** The applications each of these remittances pays (numbers), in allocation order. */
  applicationsOf: (db: Db, ids: number[]) =>
    db
      .select({ remittanceId: remittanceAllocations.remittanceId, applicationId: applications.id, rfcNo: applications.rfcNo })
      .from(remittanceAllocations)
      .innerJoin(applications, eq(applications.id, remittanceAllocations.applicationId))
      .where(inArray(remittanceAllocations.remittanceId, ids))
      .orderBy(asc(remittanceAllocations.id)),

  proofFile: async (db: Db, id: number, fileId: number) =>
    (
      await db
        .select({ f: storedFiles })
        .from(remittanceFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, remittanceFiles.fileId))
        .where(and(eq(remittanceFiles.remittanceId, id), eq(remittanceFiles.fileId, fileId)))
    )[0]?.f,

  /** Stored files by id (the proofs a customer names; their owner and type are checked by the caller). */
  storedFiles: (tx: Tx, ids: number[]) => tx.select().from(storedFiles).where(inArray(storedFiles.id, ids)),

  async insert(tx: Tx, values: RemittanceInsert, allocations: { applicationId: number; requested: string }[], fileIds: number[]) {
    await tx.insert(remittances).values(values);
    await tx.insert(remittanceAllocations).values(allocations.map((a) => ({ remittanceId: values.id!, ...a })));
    await tx.insert(remittanceFiles).values(fileIds.map((fileId) => ({ remittanceId: values.id!, fileId })));
  },

  update: (tx: Tx, id: number, set: Partial<RemittanceInsert>) => tx.update(remittances).set(set).where(eq(remittances.id, id)),

  allocationsOf: (tx: Tx, id: number) => tx.select().from(remittanceAllocations).where(eq(remittanceAllocations.remittanceId, id)),

  confirmAllocation: (tx: Tx, allocationId: number, confirmed: string, at: Date) =>
    tx.update(remittanceAllocations).set({ confirmed, confirmedAt: at }).where(eq(remittanceAllocations.id, allocationId)),

  addCredit: (tx: Tx, v: typeof customerCredits.$inferInsert) => tx.insert(customerCredits).values(v),

  /** A customer's credit per currency (sums of the credit ledger). */
  creditOf: (db: Db, userId: number) =>
    db
      .select({ currency: customerCredits.currency, amount: sql<string>`sum(${customerCredits.amount})` })
      .from(customerCredits)
      .where(eq(customerCredits.userId, userId))
      .groupBy(customerCredits.currency)
      .orderBy(asc(customerCredits.currency)),
};
