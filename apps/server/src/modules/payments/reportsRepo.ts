import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { settlementQuery } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { applicationParties, applications, quotationLines, quotations, remittanceAllocations, remittances } from '../../db/schema/index.js';
import { COUNTED } from './ledgerRepo.js';

type SettlementQuery = z.output<typeof settlementQuery>;

const party = (role: string) =>
  sql<
    string | null
  >`(select ${applicationParties.companyName} from ${applicationParties} where ${applicationParties.applicationId} = ${applications.id} and ${applicationParties.role} = ${role} limit 1)`;

/** The settlement list: confirmed amounts per application (the customer's own; staff: everyone's). */
function settlementSelect(db: Db, userId: number | null, q: SettlementQuery) {
  const where: SQL[] = [inArray(remittances.status, [...COUNTED]), sql`${remittanceAllocations.confirmed} > 0`];
  if (userId !== null) where.push(eq(remittances.userId, userId));
  if (q.payment_status) where.push(eq(applications.paymentStatus, q.payment_status));
  if (q.currency) where.push(eq(remittances.currency, q.currency));
  if (q.date_from) where.push(gte(remittanceAllocations.confirmedAt, new Date(`${q.date_from}T00:00:00Z`)));
  if (q.date_to) where.push(lte(remittanceAllocations.confirmedAt, new Date(`${q.date_to}T23:59:59.999Z`)));
  if (q.keywords) {
    const k = `%${q.keywords.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(applications.rfcNo, k), ilike(remittances.no, k), ilike(applications.title, k))!);
  }
  const cols = {
    id: remittanceAllocations.id,
    remittanceNo: remittances.no,
    applicationId: applications.id,
    rfcNo: applications.rfcNo,
    bailor: sql<string | null>`coalesce(${party('applicant')}, ${applications.exporterName})`,
    factory: sql<string | null>`coalesce(${party('factory')}, ${party('manufacturer')})`,
    amount: remittanceAllocations.confirmed,
    currency: remittances.currency,
    paymentStatus: applications.paymentStatus,
    validUntil: sql<
      string | null
    >`(select max(${quotations.validUntil})::text from ${quotations} join ${quotationLines} on ${quotationLines.quotationId} = ${quotations.id} where ${quotationLines.applicationId} = ${applications.id} and ${quotations.status} = 'accepted')`,
    confirmedAt: remittanceAllocations.confirmedAt,
  };
  const from = (s: ReturnType<Db['select']>) =>
    s
      .from(remittanceAllocations)
      .innerJoin(remittances, eq(remittances.id, remittanceAllocations.remittanceId))
      .innerJoin(applications, eq(applications.id, remittanceAllocations.applicationId))
      .where(and(...where));
  return { cols, from };
}

export type SettlementSqlRow = {
  id: number;
  remittanceNo: string;
  applicationId: number;
  rfcNo: string | null;
  bailor: string | null;
  factory: string | null;
  amount: string | null;
  currency: string;
  paymentStatus: string | null;
  validUntil: string | null;
  confirmedAt: Date | null;
};

/** SQL of the unpaid and settlement lists (reports.ts). */
export const reportsRepo = {
  /** A customer's applications with a fee currency that are quoted more than paid. */
  owing: (db: Db, userId: number) =>
    db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, userId), sql`${applications.quotedAmount} > ${applications.paidAmount}`, sql`${applications.feeCurrency} is not null`))
      .orderBy(asc(applications.id)),

  /** The accepted quotations (number, version) of these applications. */
  acceptedQuotationsOf: (db: Db, applicationIds: number[]) =>
    db
      .selectDistinct({ applicationId: quotationLines.applicationId, no: quotations.no, version: quotations.version })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .where(and(inArray(quotationLines.applicationId, applicationIds), eq(quotations.status, 'accepted'))),

  /** One page of the settlement list (newest confirmation first) and its total. */
  async settlementPage(db: Db, userId: number | null, q: SettlementQuery, limit: number, offset: number) {
    const { cols, from } = settlementSelect(db, userId, q);
    const [{ n } = { n: 0 }] = await from(db.select({ n: sql<number>`count(*)::int` }) as unknown as ReturnType<Db['select']>);
    const rows = await (
      from(db.select(cols) as unknown as ReturnType<Db['select']>) as unknown as {
        orderBy: (...a: unknown[]) => { limit: (n: number) => { offset: (n: number) => Promise<SettlementSqlRow[]> } };
      }
    )
      .orderBy(desc(remittanceAllocations.confirmedAt), desc(remittanceAllocations.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: Number(n) };
  },
};
