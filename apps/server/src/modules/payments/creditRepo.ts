import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { applications, creditRefunds, customerCredits, quotations, remittances, storedFiles, users } from '../../db/schema/index.js';

export type CreditInsert = typeof customerCredits.$inferInsert;
export type RefundRow = typeof creditRefunds.$inferSelect;
const actor = alias(users, 'actor');

/** SQL of the credit ledger and the refunds of credit (credit.ts, refunds.ts). */
export const creditRepo = {
  /**
   * Locks the customer's credit rows of one currency (FOR UPDATE) and answers their sum: two uses of the same
   * credit wait for each other, and the second reads the balance the first left (a new statement, READ COMMITTED).
   */
  async lockBalance(tx: Tx, userId: number, currency: string): Promise<string> {
    await tx
      .select({ id: customerCredits.id })
      .from(customerCredits)
      .where(and(eq(customerCredits.userId, userId), eq(customerCredits.currency, currency)))
      .orderBy(asc(customerCredits.id))
      .for('update');
    const [r] = await tx
      .select({ s: sql<string>`coalesce(sum(${customerCredits.amount}), 0)` })
      .from(customerCredits)
      .where(and(eq(customerCredits.userId, userId), eq(customerCredits.currency, currency)));
    return String(r?.s ?? '0');
  },

  insert: (tx: Tx, v: CreditInsert) => tx.insert(customerCredits).values(v),

  /** A customer's ledger movements (newest first), with what each concerns and who made it. */
  async movements(db: Db, userId: number, currency: string | undefined, limit: number, offset: number) {
    const where: SQL[] = [eq(customerCredits.userId, userId)];
    if (currency) where.push(eq(customerCredits.currency, currency));
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerCredits)
      .where(and(...where));
    const rows = await db
      .select({
        c: customerCredits,
        by: actor.name,
        byUsername: actor.username,
        quotationNo: quotations.no,
        rfcNo: applications.rfcNo,
        remittanceNo: remittances.no,
        refundNo: creditRefunds.no,
      })
      .from(customerCredits)
      .leftJoin(actor, eq(actor.id, customerCredits.createdBy))
      .leftJoin(quotations, eq(quotations.id, customerCredits.quotationId))
      .leftJoin(applications, eq(applications.id, customerCredits.applicationId))
      .leftJoin(remittances, eq(remittances.id, customerCredits.remittanceId))
      .leftJoin(creditRefunds, eq(creditRefunds.id, customerCredits.refundId))
      .where(and(...where))
      .orderBy(desc(customerCredits.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: Number(n) };
  },

  insertRefund: async (tx: Tx, v: typeof creditRefunds.$inferInsert) => (await tx.insert(creditRefunds).values(v).returning())[0]!,

  /** The customer's refund asked with this Idempotency-Key (a repeated click), if any. */
  refundByKey: async (db: Db, userId: number, key: string) =>
    (
      await db
        .select()
        .from(creditRefunds)
        .where(and(eq(creditRefunds.userId, userId), eq(creditRefunds.idempotencyKey, key)))
    )[0],

  /** One refund of a customer (null: any customer's), optionally locked. */
  findRefund: (db: Db | Tx, userId: number | null, id: number, lock = false) => {
    const q = db
      .select()
      .from(creditRefunds)
      .where(userId === null ? eq(creditRefunds.id, id) : and(eq(creditRefunds.id, id), eq(creditRefunds.userId, userId)));
    return (lock ? q.for('update') : q).then((r) => r[0]);
  },

  updateRefund: (tx: Tx, id: number, set: Partial<typeof creditRefunds.$inferInsert>) => tx.update(creditRefunds).set(set).where(eq(creditRefunds.id, id)),

  /** Refunds of a customer (null: everyone's, the finance list) of a status, newest first, with customer and proof file. */
  async refundPage(db: Db, userId: number | null, status: string | undefined, limit: number, offset: number, id?: number) {
    const where: SQL[] = [];
    if (id !== undefined) where.push(eq(creditRefunds.id, id));
    if (userId !== null) where.push(eq(creditRefunds.userId, userId));
    if (status) where.push(eq(creditRefunds.status, status));
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditRefunds)
      .where(and(...where));
    const rows = await db
      .select({ r: creditRefunds, username: users.username, name: users.name, fileName: storedFiles.originalName })
      .from(creditRefunds)
      .innerJoin(users, eq(users.id, creditRefunds.userId))
      .leftJoin(storedFiles, eq(storedFiles.id, creditRefunds.proofFileId))
      .where(and(...where))
      .orderBy(status === 'requested' ? asc(creditRefunds.id) : desc(creditRefunds.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: Number(n) };
  },

  storedFile: async (db: Db | Tx, id: number) => (await db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0],

  nextRefundId: async (tx: Tx) =>
    Number(
      ((await tx.execute(sql`select nextval(pg_get_serial_sequence('credit_refunds', 'id'))::int as next`)) as unknown as { rows: { next: number }[] }).rows[0]!
        .next,
    ),
};
