import { PassThrough } from 'node:stream';
import { loadExcelJs } from '../../platform/lazyModules.js';
import { Decimal, moneyText, settlementQuery, translate, type Locale, type PaymentStatus, type SettlementRow, type UnpaidRow } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { reportsRepo, type SettlementSqlRow } from './reportsRepo.js';
import { setMoneyCell } from '../../platform/excelMoney.js';

type SettlementQuery = z.output<typeof settlementQuery>;

/** Unpaid records: the customer's applications with accepted quotations and money outstanding. */
export async function unpaid(db: Db, userId: number): Promise<UnpaidRow[]> {
  const rows = await reportsRepo.owing(db, userId);
  if (rows.length === 0) return [];
  const qs = await reportsRepo.acceptedQuotationsOf(
    db,
    rows.map((r) => r.id),
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

const DEPARTMENT: Record<Locale, string> = { zh_CN: '认证受理部', en: 'Certification Acceptance Department', ar: 'قسم قبول الاعتماد' };

function row(r: SettlementSqlRow, locale: Locale): SettlementRow {
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
  const { rows, total: n } = await reportsRepo.settlementPage(db, userId, q, q.per_page, (q.current_page - 1) * q.per_page);
  return {
    data: rows.map((r) => row(r, locale)),
    total: Number(n),
    current_page: q.current_page,
    per_page: q.per_page,
    last_page: Math.max(1, Math.ceil(Number(n) / q.per_page)),
  };
}

/** The settlement list of the current filters as an Excel file (amounts as numbers in their currency's number format). */
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
        for (const r of res.data) {
          const row = sheet.addRow({
            rfc: r.rfc_no ?? '',
            bailor: r.bailor ?? '',
            factory: r.factory ?? '',
            amount: null,
            currency: r.currency,
            department: r.department,
            status: r.payment_status ? tr(`applications.payment.${r.payment_status}`) : '',
            valid: r.valid_until ?? '',
            remittance: r.remittance_no,
          });
          // A number in the row's currency format, not text (platform/excelMoney.ts).
          setMoneyCell(row.getCell('amount'), r.amount, r.currency);
          row.commit();
        }
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
