import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { Decimal, todayIso, translate, type Locale } from '@tic/shared';
import { acceptedApplication, acceptedQuote, confirmedBooking, confirmedRemittance, future, moneySuite } from './moneyFixtures.js';
import { recordPdfCells } from './pdfTextSpy.js';

/**
 * The customer's statement per currency (issue 28): opening balance, quotations accepted, remittances confirmed (and
 * reversed), credit used, refunds, cancellations, closing balance, for a period; balance = owed minus credit held.
 * It reconciles to the cent: closing = opening + debits - credits, each row's running balance follows the one before,
 * and the closing balance of a period ending today is what /payment/unpaid owes minus what /payment/credit holds.
 * Only the signed-in customer's own money; bad currencies and dates answer 400 in the user's language; Excel and PDF.
 */
// The PDF's text cells are recorded (the real drawing still runs): the embedded fonts keep the words out of the bytes.
const drawn = recordPdfCells();

const m = moneySuite();
let seq = 0;

interface Row {
  date: string;
  kind: string;
  reference: string;
  applications: string[];
  debit: string;
  credit: string;
  balance: string;
}
interface Statement {
  currency: string;
  currencies: string[];
  from: string;
  to: string;
  opening: string;
  closing: string;
  totals: { debit: string; credit: string; by_kind: Record<string, string> };
  rows: Row[];
}
const statementOf = async (cookies: Record<string, string>, query = 'currency=USD') => {
  const res = await m.call(cookies, 'GET', `/payment/statement?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Statement;
};
/** What the lists say today: the unpaid list's outstanding amounts minus the credit held, in USD. */
async function owedMinusCredit(cookies: Record<string, string>) {
  const unpaid = (await m.call(cookies, 'GET', '/payment/unpaid')).json().data as { currency: string; unpaid: string }[];
  const credit = (await m.call(cookies, 'GET', '/payment/credit')).json().data as { currency: string; amount: string }[];
  const owed = unpaid.filter((u) => u.currency === 'USD').reduce((s, u) => s.plus(u.unpaid), new Decimal(0));
  return owed.minus(credit.find((c) => c.currency === 'USD')?.amount ?? '0').toFixed(2);
}
/** The statement adds up: every running balance follows the one before, closing = opening + debits - credits. */
function expectReconciled(s: Statement) {
  let balance = new Decimal(s.opening);
  for (const r of s.rows) {
    balance = balance.plus(r.debit).minus(r.credit);
    expect(r.balance, `${r.kind} ${r.reference}`).toBe(balance.toFixed(2));
  }
  expect(s.closing).toBe(balance.toFixed(2));
  const debits = s.rows.reduce((x, r) => x.plus(r.debit), new Decimal(0));
  const credits = s.rows.reduce((x, r) => x.plus(r.credit), new Decimal(0));
  expect(s.totals).toMatchObject({ debit: debits.toFixed(2), credit: credits.toFixed(2) });
}

/** An application of demo with an accepted USD quotation of `lines`: [application id, its number, the quotation number]. */
async function owing(prices: string[], title?: string): Promise<[number, string, string, number]> {
  const a = title ? await confirmedBooking(m, title, future(14), `statement-${title}`) : await acceptedApplication(m.ctx.app, m.call, m.demo, m.admin);
  const q = await acceptedQuote(
    m,
    a,
    prices.map((p, i) => ({ service: i ? 'Travel' : 'Inspection (man-day)', unit_price: p })),
  );
  const rfc = (await m.call(m.demo, 'GET', `/rfc/detail/${a}`)).json().data.rfc_no as string;
  return [a, rfc, q.no, q.id];
}
const remitAndConfirm = (amount: string, allocations: { application_id: number; amount: string }[]) =>
  confirmedRemittance(m, amount, allocations, `statement-${++seq}-${Date.now()}`);
const refund = (amount: string) =>
  m.call(m.demo, 'POST', '/payment/refund', { currency: 'USD', amount, account_name: 'Bright Star', account_number: '6222 0000 1111', bank: 'Bank of China' });

const mine: string[] = [];
let before: Statement;

describe('the statement of a currency', () => {
  it('every movement with its running balance, reconciled with the unpaid list and the credit held', async () => {
    before = await statementOf(m.demo);
    expectReconciled(before);
    expect(before.closing).toBe(await owedMinusCredit(m.demo));

    // A quotation accepted (owed 500.00), paid by a remittance of 650.00: 150.00 becomes credit.
    const [a, rfcA, qA] = await owing(['500.00']);
    const r1 = await remitAndConfirm('650.00', [{ application_id: a, amount: '500.00' }]);
    // Another quotation of 284.29, 100.00 of it paid with the credit (the balance does not change).
    const [b, rfcB, qB, qBid] = await owing(['284.29']);
    expect((await m.call(m.demo, 'POST', `/quotation/${qBid}/credit`, { currency: 'USD', amount: '100.00' })).statusCode).toBe(200);
    // A remittance of 50.00 for it, confirmed, then bounced.
    const r2 = await remitAndConfirm('50.00', [{ application_id: b, amount: '50.00' }]);
    expect((await m.call(m.admin, 'POST', `/staff/remittance/${r2.id}/reverse`, { reason: 'Bounced' })).statusCode).toBe(200);
    // A refund of 20.00 asked, rejected by finance (the credit returns); one of 10.00 still waiting.
    const f1 = await refund('20.00');
    expect(f1.statusCode, f1.body).toBe(200);
    expect((await m.call(m.finance, 'POST', `/staff/refund/${f1.json().data.id}/reject`, { reason: 'Wrong account' })).statusCode).toBe(200);
    const f2 = await refund('10.00');
    expect(f2.statusCode, f2.body).toBe(200);
    // An entrusted booking quoted 147.64 + 400.00, 400.00 paid, cancelled two weeks ahead: 400.00 credited, nothing owed.
    const [c, rfcC, qC] = await owing(['147.64', '400.00'], `Statement booking ${Date.now()}`);
    const r3 = await remitAndConfirm('400.00', [{ application_id: c, amount: '400.00' }]);
    const x = await m.call(m.demo, 'POST', `/kenya/rfc/${c}/cancel-booking`, { reason: 'Order cancelled by the buyer' });
    expect(x.statusCode, x.body).toBe(200);
    mine.push(qA, qB, qC, r1.no, r2.no, r3.no, f1.json().data.no, f2.json().data.no, rfcC);

    const s = await statementOf(m.demo);
    expect(s).toMatchObject({ currency: 'USD', from: `${todayIso().slice(0, 4)}-01-01`, to: todayIso(), opening: before.opening });
    expect(s.currencies).toContain('USD');
    expectReconciled(s);
    const added = s.rows.slice(before.rows.length);
    expect(s.rows.slice(0, before.rows.length)).toEqual(before.rows);
    expect(added.map((r) => [r.kind, r.reference, r.debit, r.credit])).toEqual([
      ['quotation', qA, '500.00', '0.00'],
      ['remittance', r1.no, '0.00', '650.00'],
      ['quotation', qB, '284.29', '0.00'],
      ['credit_applied', qB, '100.00', '100.00'],
      ['remittance', r2.no, '0.00', '50.00'],
      ['reversal', r2.no, '50.00', '0.00'],
      ['refund', f1.json().data.no, '20.00', '0.00'],
      ['refund_returned', f1.json().data.no, '0.00', '20.00'],
      ['refund', f2.json().data.no, '10.00', '0.00'],
      ['quotation', qC, '547.64', '0.00'],
      ['remittance', r3.no, '0.00', '400.00'],
      ['cancellation', rfcC, '0.00', '547.64'],
    ]);
    expect(added[0]!.applications).toEqual([rfcA]);
    expect(added[3]!.applications).toEqual([rfcB]);
    expect(added.every((r) => r.date === todayIso())).toBe(true);
    // 500 - 650 + 284.29 - 50 + 50 + 20 - 20 + 10 + 547.64 - 400 - 547.64 = -255.71 on top of where it stood.
    expect(s.closing).toBe(new Decimal(before.closing).minus('255.71').toFixed(2));
    expect(s.closing).toBe(await owedMinusCredit(m.demo));
    expect(s.totals.by_kind).toMatchObject({ credit_applied: new Decimal(before.totals.by_kind.credit_applied!).plus(100).toFixed(2) });
  });

  it('a period before the movements opens and closes at the same balance; a later period opens at today’s closing', async () => {
    const past = await statementOf(m.demo, 'currency=USD&from=2000-01-01&to=2000-12-31');
    expect(past).toMatchObject({ rows: [], opening: '0.00', closing: '0.00' });
    const next = await statementOf(m.demo, `currency=USD&from=${future(1)}&to=${future(40)}`);
    const now = await statementOf(m.demo);
    expect(next.rows).toEqual([]);
    expect(next.opening).toBe(now.closing);
    expect(next.closing).toBe(now.closing);
    const today = await statementOf(m.demo, `currency=USD&from=${todayIso()}&to=${todayIso()}`);
    expectReconciled(today);
    expect(today.closing).toBe(now.closing);
  });

  it('another customer never sees this customer’s money, and their own statement reconciles too', async () => {
    const other = await statementOf(m.demo2);
    for (const ref of mine) expect(JSON.stringify(other)).not.toContain(ref);
    expectReconciled(other);
    expect(other.closing).toBe(await owedMinusCredit(m.demo2));
    const xlsx = await m.ctx.app.inject({ method: 'GET', url: '/frontend/v1/payment/statement/excel?currency=USD', cookies: m.demo2 });
    expect(xlsx.statusCode).toBe(200);
    for (const ref of mine) expect(xlsx.rawPayload.includes(Buffer.from(ref))).toBe(false);
    expect((await m.call(undefined, 'GET', '/payment/statement?currency=USD')).statusCode).toBe(401);
  });

  it('bad currencies and dates answer 400 in the user’s language; no input answers 500', async () => {
    const period = await m.call(m.demo, 'GET', '/payment/statement?currency=USD&from=2026-05-01&to=2026-04-01');
    expect(period.statusCode).toBe(400);
    expect(period.json().msg).toContain('The start of the period must not be after its end');
    expect((await m.call(m.demo, 'GET', '/payment/statement?from=2026-05-01&to=2026-04-01', undefined, 'zh_CN')).json().msg).toContain(
      '期间的开始日期不能晚于结束日期',
    );
    expect((await m.call(m.demo, 'GET', '/payment/statement?from=2026-05-01&to=2026-04-01', undefined, 'ar')).json().msg).toContain(
      'يجب ألا تكون بداية الفترة بعد نهايتها',
    );
    const currency = await m.call(m.demo, 'GET', '/payment/statement?currency=XYZ', undefined, 'zh_CN');
    expect(currency.statusCode).toBe(400);
    expect(currency.json().msg).not.toBe('validation.currency');
    const junk = [
      'currency=US',
      'currency=',
      'currency=%00',
      'from=2026-02-30',
      'to=2026-13-01',
      'from=yesterday',
      'from=99999-01-01',
      'to=2026-1-1',
      `from=${'9'.repeat(500)}`,
      'lang=xx',
      'currency=USD&currency=EUR',
    ];
    for (const q of junk)
      for (const path of ['/payment/statement', '/payment/statement/excel', '/payment/statement/pdf']) {
        const res = await m.call(m.demo, 'GET', `${path}?${q}`);
        expect(res.statusCode, `${path}?${q}`).toBe(400);
      }
    // A currency the customer never used is an empty statement, not an error; lower case is read as the code.
    expect(await statementOf(m.demo, 'currency=jpy')).toMatchObject({ currency: 'JPY', rows: [], opening: '0', closing: '0' });
    // Only `to`: the year of `to`; only `from` in the future: that one day.
    expect(await statementOf(m.demo, 'currency=USD&to=2020-06-30')).toMatchObject({ from: '2020-01-01', to: '2020-06-30' });
    expect(await statementOf(m.demo, `currency=USD&from=${future(400)}`)).toMatchObject({ from: future(400), to: future(400) });
  });

  it('pages the rows on screen by current_page and per_page; the balances and totals stay those of the whole period', async () => {
    const all = await statementOf(m.demo, 'currency=USD&per_page=200');
    expect(all.rows.length).toBeGreaterThan(3);
    expect(all).toMatchObject({ total: all.rows.length, current_page: 1, per_page: 200, last_page: 1 });
    const pages: Statement[] = [];
    for (let p = 1; p <= Math.ceil(all.rows.length / 2); p++) pages.push(await statementOf(m.demo, `currency=USD&per_page=2&current_page=${p}`));
    expect(pages.flatMap((p) => p.rows)).toEqual(all.rows);
    for (const p of pages) {
      expect(p).toMatchObject({ total: all.rows.length, per_page: 2, last_page: pages.length, opening: all.opening, closing: all.closing, totals: all.totals });
      expect(p.rows.length).toBeLessThanOrEqual(2);
    }
    // Past the last page: no rows, the same balances. Without paging: the first 50.
    expect(await statementOf(m.demo, `currency=USD&per_page=2&current_page=${pages.length + 1}`)).toMatchObject({ rows: [], closing: all.closing });
    expect(await statementOf(m.demo, 'currency=USD')).toMatchObject({ per_page: 50, current_page: 1, rows: all.rows.slice(0, 50) });
    for (const q of ['per_page=0', 'per_page=201', 'per_page=abc', 'current_page=0', 'current_page=-1']) {
      const res = await m.call(m.demo, 'GET', `/payment/statement?currency=USD&${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('as Excel: the right content type, and the cells read back are the statement’s; amounts are numbers in the currency’s format', async () => {
    const s = await statementOf(m.demo, 'currency=USD&per_page=200');
    const res = await m.ctx.app.inject({
      method: 'GET',
      url: '/frontend/v1/payment/statement/excel?currency=USD',
      cookies: m.demo,
      headers: { langId: 'zh_CN' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`statement-USD-${s.from}-${s.to}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('USD')!;
    const values = (n: number) =>
      Array.from((sheet.getRow(n).values as unknown[]).slice(1), (v) => (v === undefined || v === null ? '' : String(v)))
        .concat(Array(7).fill(''))
        .slice(0, 7);
    const all = Array.from({ length: sheet.rowCount }, (_, i) => values(i + 1));
    expect(all[0]![0]).toBe('对账单');
    expect(all.find((r) => r[0] === '期末余额')?.[1]).toContain(s.closing.replace(/^-/, ''));
    const header = all.findIndex((r) => r[0] === '日期');
    expect(all[header]).toEqual(['日期', '业务', '单号', expect.any(String), '借方', '贷方', '余额']);
    // Amounts read back as numbers (not text), each with the currency's number format.
    const n = (v: string) => String(Number(v));
    expect(all[header + 1]).toEqual(['', '期初余额', '', '', '', '', n(s.opening)]);
    const body = all.slice(header + 2, header + 2 + s.rows.length);
    expect(body).toEqual(s.rows.map((r) => [r.date, expect.any(String), r.reference, r.applications.join(', '), n(r.debit), n(r.credit), n(r.balance)]));
    const applied = body.find((r) => r[2] === mine[1] && r[4] === '100')!;
    expect(applied[1]).toBe('使用余额支付报价单');
    expect(all[header + 2 + s.rows.length]).toEqual(['', '本期合计', '', '', n(s.totals.debit), n(s.totals.credit), '']);
    expect(all[header + 3 + s.rows.length]).toEqual(['', '期末余额', '', '', '', '', n(s.closing)]);
    for (let i = header + 1; i <= header + 3 + s.rows.length; i++) {
      const balance = sheet.getRow(i + 1).getCell(7);
      if (balance.value === null) continue;
      expect(typeof balance.value, `row ${i + 1}`).toBe('number');
      expect(balance.numFmt).toBe('#,##0.00');
    }
    expect(typeof sheet.getRow(header + 3).getCell(5).value).toBe('number');
  });

  it('as PDF in the three languages: the heading, every row and the balances drawn', async () => {
    const s = await statementOf(m.demo);
    for (const lang of ['en', 'zh_CN', 'ar'] as Locale[]) {
      drawn.length = 0;
      const res = await m.ctx.app.inject({ method: 'GET', url: `/frontend/v1/payment/statement/pdf?currency=USD&lang=${lang}`, cookies: m.demo });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`statement-USD-${s.from}-${s.to}.pdf`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-8).toString()).toContain('%%EOF');
      const t = (k: string) => translate(lang, k);
      expect(drawn).toEqual(expect.arrayContaining([t('statement.title'), t('statement.opening'), t('statement.closing'), t('statement.balance'), s.closing]));
      for (const r of s.rows) expect(drawn, r.reference).toEqual(expect.arrayContaining([r.reference, r.balance]));
      expect(drawn.some((d) => d.startsWith(t('statement.kind.credit_applied')))).toBe(true);
    }
  });
});
