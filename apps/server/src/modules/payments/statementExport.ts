/** The statement as Excel (exceljs, as the settlement list) and as PDF (pdfkit with the certificates' fonts). */
import { PassThrough } from 'node:stream';
import { formatMoney, translate, type Locale, type Statement, type StatementRow } from '@tic/shared';
import { loadExcelJs, loadPdfKit } from '../../platform/lazyModules.js';
import { drawTable } from '../../platform/pdfTable.js';
import { CJK, loadFonts } from '../certificates/pdf.js';
import { drawCell } from '../certificates/pdf-text.js';
import { setMoneyCell } from '../../platform/excelMoney.js';
import { todayIso } from './ledger.js';

interface Warn {
  warn: (obj: object, msg: string) => void;
}

const describe = (r: StatementRow, t: (k: string, p?: Record<string, string>) => string) =>
  [t(`statement.kind.${r.kind}`), r.applications.length ? t('statement.applications', { list: r.applications.join(', ') }) : ''].filter(Boolean).join(' · ');

/** The statement's header fields (label, value) in the reader's language. */
function heading(s: Statement, customer: string, locale: Locale): [string, string][] {
  const t = (k: string, p: Record<string, string> = {}) => translate(locale, k, p);
  return [
    [t('statement.customer'), customer],
    [t('statement.currency'), s.currency],
    [t('statement.period'), t('statement.periodText', { from: s.from, to: s.to })],
    [t('statement.opening'), formatMoney(s.opening, s.currency, locale)],
    [t('statement.closing'), formatMoney(s.closing, s.currency, locale)],
  ];
}

/** The statement as an Excel file: the heading, then one row per movement; amounts as numbers in the currency's number format. */
export function statementExcel(s: Statement, customer: string, locale: Locale) {
  const out = new PassThrough();
  const t = (k: string, p: Record<string, string> = {}) => translate(locale, k, p);
  void (async () => {
    try {
      const wb = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const sheet = wb.addWorksheet(s.currency, { views: [{ rightToLeft: locale === 'ar' }] });
      sheet.columns = [
        { key: 'date', width: 14 },
        { key: 'kind', width: 34 },
        { key: 'reference', width: 22 },
        { key: 'applications', width: 30 },
        { key: 'debit', width: 16 },
        { key: 'credit', width: 16 },
        { key: 'balance', width: 16 },
      ];
      sheet.addRow([t('statement.title')]).commit();
      for (const [k, v] of heading(s, customer, locale)) sheet.addRow([k, v]).commit();
      sheet.addRow([t('statement.issuedOn', { date: todayIso() })]).commit();
      sheet.addRow([]).commit();
      const head = sheet.addRow([
        t('statement.date'),
        t('statement.movement'),
        t('statement.reference'),
        t('money.application'),
        t('statement.debit'),
        t('statement.credit'),
        t('statement.balance'),
      ]);
      head.font = { bold: true };
      head.commit();
      // Amounts are numeric cells in the currency's number format (platform/excelMoney.ts); the rest is text.
      const amount = (v: string) => ({ amount: v });
      const add = (cells: (string | { amount: string })[]) => {
        const row = sheet.addRow(cells.map((c) => (typeof c === 'string' ? c : null)));
        cells.forEach((c, i) => {
          if (typeof c !== 'string') setMoneyCell(row.getCell(i + 1), c.amount, s.currency);
        });
        row.commit();
      };
      add(['', t('statement.opening'), '', '', '', '', amount(s.opening)]);
      for (const r of s.rows)
        add([r.date, t(`statement.kind.${r.kind}`), r.reference, r.applications.join(', '), amount(r.debit), amount(r.credit), amount(r.balance)]);
      add(['', t('statement.total'), '', '', amount(s.totals.debit), amount(s.totals.credit), '']);
      add(['', t('statement.closing'), '', '', '', '', amount(s.closing)]);
      sheet.addRow([]).commit();
      sheet.addRow([t('statement.meaning')]).commit();
      sheet.commit();
      await wb.commit();
    } catch (e) {
      out.destroy(e as Error);
    }
  })();
  return out;
}

/** The statement as a PDF in the reader's language (Arabic mirrored, CJK and Arabic fonts as the certificates use). */
export async function statementPdf(s: Statement, customer: string, locale: Locale, log: Warn): Promise<NodeJS.ReadableStream> {
  const f = loadFonts(log);
  const t = (k: string, p: Record<string, string> = {}) => translate(locale, k, p);
  const doc = new (await loadPdfKit())({ size: 'A4', margin: 50, info: { Title: `${t('statement.title')} ${s.currency} ${s.from} ${s.to}` } });
  if (f.main) doc.registerFont('main', f.main, CJK.face);
  if (f.arabic) doc.registerFont('arabic', f.arabic);
  const fonts = { main: f.main ? 'main' : 'Helvetica', arabic: f.arabic ? 'arabic' : f.main ? 'main' : 'Helvetica' };
  const rtl = locale === 'ar';
  const write = (text: string, x: number, y: number, width: number, size: number) =>
    drawCell(doc, fonts, text, rtl ? doc.page.width - x - width : x, y, width, size, rtl ? 'right' : 'left');
  // The table's amounts carry no currency code (the heading names it); a side without money stays empty.
  const blank = (v: string) => (Number(v) === 0 ? '' : v);
  const left = doc.page.margins.left;
  let y = doc.page.margins.top;
  y += write(t('statement.title'), left, y, 400, 20) + 14;
  for (const [k, v] of [...heading(s, customer, locale), [t('statement.issuedOn', { date: todayIso() }), ''] as [string, string]])
    y += Math.max(write(k, left, y, 130, 10), write(v, left + 135, y, 360, 10)) + 5;
  y += 6;
  y += write(t('statement.meaning'), left, y, 495, 8) + 12;
  const cols: [string, number][] = [
    [t('statement.date'), 60],
    [t('statement.description'), 150],
    [t('statement.reference'), 80],
    [t('statement.debit'), 68],
    [t('statement.credit'), 68],
    [t('statement.balance'), 69],
  ];
  const rows = [
    ['', t('statement.opening'), '', '', '', s.opening],
    ...s.rows.map((r) => [r.date, describe(r, t), r.reference, blank(r.debit), blank(r.credit), r.balance]),
    ['', t('statement.total'), '', s.totals.debit, s.totals.credit, ''],
    ['', t('statement.closing'), '', '', '', s.closing],
  ];
  y = drawTable(doc, write, rows, { left, y, columns: cols, size: 8, reserve: 60 });
  if (!s.rows.length) write(t('statement.empty'), left, y + 8, 495, 9);
  doc.end();
  return doc;
}
