import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applicationHistory,
  applications,
  creditRefunds,
  customerCredits,
  quotationLines,
  quotations,
  remittanceAllocations,
  remittances,
} from '../../db/schema/index.js';
import { COUNTED } from './ledgerRepo.js';

/** Statuses of a remittance that was confirmed once (a reversed one was confirmed, then bounced). */
const CONFIRMED_ONCE = [...COUNTED, 'reversed'];

// A single-table select renders its columns unqualified: the correlated subqueries name the outer row in full.
const OUTER_APP = sql.raw('"applications"."id"');
const OUTER_REMITTANCE = sql.raw('"remittances"."id"');

/** SQL of the customer's statement (statement.ts): every movement of one customer in one currency. */
export const statementRepo = {
  /** The currencies the customer has money in (accepted quotations, confirmed remittances, credit). */
  async currencies(db: Db, userId: number): Promise<string[]> {
    const res = (await db.execute(sql`
      select currency from ${quotations} where user_id = ${userId} and status = 'accepted'
      union select currency from ${remittances} where user_id = ${userId} and status in ('confirmed', 'partly_confirmed', 'reversed')
      union select currency from ${customerCredits} where user_id = ${userId}
      order by 1`)) as unknown as { rows: { currency: string }[] };
    return res.rows.map((r) => r.currency);
  },

  /** Per accepted quotation and application: the lines' amount, when it was accepted, its number and kind. */
  acceptedLines: (db: Db, userId: number, currency: string) =>
    db
      .select({
        quotationId: quotations.id,
        no: quotations.no,
        version: quotations.version,
        kind: quotations.kind,
        at: sql<Date>`coalesce(${quotations.decidedAt}, ${quotations.createdAt})`.mapWith(quotations.createdAt),
        applicationId: quotationLines.applicationId,
        rfcNo: applications.rfcNo,
        amount: sql<string>`sum(${quotationLines.amount})`,
      })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .innerJoin(applications, eq(applications.id, quotationLines.applicationId))
      .where(and(eq(quotations.userId, userId), eq(quotations.status, 'accepted'), eq(quotations.currency, currency)))
      .groupBy(quotations.id, quotationLines.applicationId, applications.rfcNo),

  /** The customer's applications cancelled with money in this currency: what was kept and when it was cancelled. */
  cancelled: (db: Db, userId: number, currency: string) =>
    db
      .select({
        applicationId: applications.id,
        rfcNo: applications.rfcNo,
        kept: applications.cancelKept,
        at: sql<Date>`coalesce((select max(h.at) from ${applicationHistory} h where h.application_id = ${OUTER_APP} and h.to_status = 'cancelled'), ${applications.updatedAt})`.mapWith(
          applications.updatedAt,
        ),
      })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.feeCurrency, currency), isNotNull(applications.cancelKept))),

  /** Remittances confirmed once: what finance received, when it was confirmed and (reversed) when it bounced. */
  remittances: (db: Db, userId: number, currency: string) =>
    db
      .select({
        id: remittances.id,
        no: remittances.no,
        status: remittances.status,
        received: remittances.receivedAmount,
        reviewedAt: remittances.reviewedAt,
        confirmedAt: sql<Date | null>`coalesce(
          (select min(a.confirmed_at) from ${remittanceAllocations} a where a.remittance_id = ${OUTER_REMITTANCE}),
          (select min(c.created_at) from ${customerCredits} c where c.remittance_id = ${OUTER_REMITTANCE} and c.kind = 'overpayment'),
          ${remittances.reviewedAt})`.mapWith(remittances.reviewedAt),
      })
      .from(remittances)
      .where(
        and(
          eq(remittances.userId, userId),
          eq(remittances.currency, currency),
          inArray(remittances.status, CONFIRMED_ONCE),
          isNotNull(remittances.receivedAmount),
        ),
      ),

  /** The application numbers each remittance paid (confirmed part above zero). */
  allocationsOf: (db: Db, remittanceIds: number[]) =>
    remittanceIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ remittanceId: remittanceAllocations.remittanceId, rfcNo: applications.rfcNo, applicationId: applications.id })
          .from(remittanceAllocations)
          .innerJoin(applications, eq(applications.id, remittanceAllocations.applicationId))
          .where(and(inArray(remittanceAllocations.remittanceId, remittanceIds), sql`${remittanceAllocations.confirmed} > 0`)),

  /** Credit used, refunds asked and refunds returned (the credit rows that change what the customer owes or holds). */
  creditRows: (db: Db, userId: number, currency: string) =>
    db
      .select({
        id: customerCredits.id,
        kind: customerCredits.kind,
        amount: customerCredits.amount,
        at: customerCredits.createdAt,
        quotationId: customerCredits.quotationId,
        quotationNo: quotations.no,
        quotationVersion: quotations.version,
        applicationId: customerCredits.applicationId,
        rfcNo: applications.rfcNo,
        refundNo: creditRefunds.no,
      })
      .from(customerCredits)
      .leftJoin(quotations, eq(quotations.id, customerCredits.quotationId))
      .leftJoin(applications, eq(applications.id, customerCredits.applicationId))
      .leftJoin(creditRefunds, eq(creditRefunds.id, customerCredits.refundId))
      .where(
        and(
          eq(customerCredits.userId, userId),
          eq(customerCredits.currency, currency),
          inArray(customerCredits.kind, ['applied', 'refund', 'refund_returned']),
        ),
      )
      .orderBy(customerCredits.id),
};
