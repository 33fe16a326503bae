import { PassThrough } from 'node:stream';
import { loadExcelJs } from '../../platform/lazyModules.js';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { Decimal, moneyText, settlementQuery, translate, type Locale, type PaymentStatus, type SettlementRow, type UnpaidRow } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { applicationParties, applications, quotationLines, quotations, remittanceAllocations, remittances } from '../../db/schema/index.js';
import { COUNTED } from './ledger.js';

/** Unpaid records: the customer's applications with accepted quotations and money outstanding. */
export async function unpaid(db: Db, userId: number): Promise<UnpaidRow[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), sql`${applications.quotedAmount} > ${applications.paidAmount}`, sql`${applications.feeCurrency} is not null`))
    .orderBy(asc(applications.id));
  if (rows.length === 0) return [];
  const qs = await db
    .selectDistinct({ applicationId: quotationLines.applicationId, no: quotations.no, version: quotations.version })
    .from(quotationLines)
    .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
    .where(
      and(
        inArray(
          quotationLines.applicationId,
          rows.map((r) => r.id),
        ),
        eq(quotations.status, 'accepted'),
      ),
    );
  return rows.map((a) => {
    const c = a.feeCurrency!;
    return {
      application_id: a.id,
      rfc_no: a.rfcNo,
      title: a.title,
      currency: c,
      quoted: moneyText(a.quotedAmount, c),
      paid: moneyText(a.paidAmount, c),
      unpaid: moneyText(new Decimal(a.quotedAmount).minus(a.paidAmount), c),
      payment_status: a.paymentStatus as PaymentStatus | null,
      quotations: qs.filter((q) => q.applicationId === a.id).map((q) => (q.version > 1 ? `${q.no} v${q.version}` : q.no)),
    };
  });
}

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

const DEPARTMENT: Record<Locale, string> = { zh_CN: '认证受理部', en: 'Certification Acceptance Department', ar: 'قسم قبول الاعتماد' };

function row(
  r: {
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
  },
  locale: Locale,
): SettlementRow {
  return {
    id: r.id,
    remittance_no: r.remittanceNo,
    application_id: r.applicationId,
    rfc_no: r.rfcNo,
    bailor: r.bailor,
    factory: r.factory,
    amount: moneyText(r.amount ?? '0', r.currency),
    currency: r.currency,
    department: DEPARTMENT[locale],
    payment_status: r.paymentStatus as PaymentStatus | null,
    valid_until: r.validUntil,
    confirmed_at: (r.confirmedAt ?? new Date(0)).toISOString(),
  };
}

export async function settlement(db: Db, userId: number | null, q: SettlementQuery, locale: Locale) {
  const { cols, from } = settlementSelect(db, userId, q);
  const [{ n } = { n: 0 }] = await from(db.select({ n: sql<number>`count(*)::int` }) as unknown as ReturnType<Db['select']>);
  const rows = await (
    from(db.select(cols) as unknown as ReturnType<Db['select']>) as unknown as {
      orderBy: (...a: unknown[]) => { limit: (n: number) => { offset: (n: number) => Promise<Parameters<typeof row>[0][]> } };
    }
  )
    .orderBy(desc(remittanceAllocations.confirmedAt), desc(remittanceAllocations.id))
    .limit(q.per_page)
    .offset((q.current_page - 1) * q.per_page);
  return {
    data: rows.map((r) => row(r, locale)),
    total: Number(n),
    current_page: q.current_page,
    per_page: q.per_page,
    last_page: Math.max(1, Math.ceil(Number(n) / q.per_page)),
  };
}

/** The settlement list of the current filters as an Excel file (amounts as text with their currency's minor units). */
export function settlementExcel(db: Db, userId: number | null, q: SettlementQuery, locale: Locale) {
  const out = new PassThrough();
  const tr = (k: string) => translate(locale, k);
  void (async () => {
    try {
      const wb = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const sheet = wb.addWorksheet('Settlement', { views: [{ state: 'frozen', ySplit: 1, rightToLeft: locale === 'ar' }] });
      sheet.columns = [
        { header: tr('money.rfcNo'), key: 'rfc', width: 22 },
        { header: tr('money.bailor'), key: 'bailor', width: 30 },
        { header: tr('money.factory'), key: 'factory', width: 30 },
        { header: tr('money.amount'), key: 'amount', width: 16 },
        { header: tr('money.currency'), key: 'currency', width: 10 },
        { header: tr('money.department'), key: 'department', width: 30 },
        { header: tr('money.chargingStatus'), key: 'status', width: 16 },
        { header: tr('money.validity'), key: 'valid', width: 14 },
        { header: tr('money.remittanceNo'), key: 'remittance', width: 18 },
      ];
      const page = { ...q, per_page: 500 };
      for (let p = 1; ; p++) {
        const res = await settlement(db, userId, { ...page, current_page: p }, locale);
        for (const r of res.data)
          sheet
            .addRow({
              rfc: r.rfc_no ?? '',
              bailor: r.bailor ?? '',
              factory: r.factory ?? '',
              amount: r.amount,
              currency: r.currency,
              department: r.department,
              status: r.payment_status ? tr(`applications.payment.${r.payment_status}`) : '',
              valid: r.valid_until ?? '',
              remittance: r.remittance_no,
            })
            .commit();
        if (p >= res.last_page) break;
      }
      sheet.commit();
      await wb.commit();
    } catch (e) {
      out.destroy(e as Error);
    }
  })();
  return out;
}
