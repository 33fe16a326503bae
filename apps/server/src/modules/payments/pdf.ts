import { loadPdfKit } from '../../platform/lazyModules.js';
import { formatMoney, translate, type Locale, type Quotation } from '@tic/shared';
import { CJK, loadFonts } from '../certificates/pdf.js';
import { drawCell } from '../certificates/pdf-text.js';
import { drawTable } from '../../platform/pdfTable.js';

interface Warn {
  warn: (obj: object, msg: string) => void;
}

/** The quotation as a PDF in the reader's language, with the invoice title the customer chose. */
export async function renderQuotationPdf(q: Quotation, status: string, locale: Locale, log: Warn): Promise<NodeJS.ReadableStream> {
  const f = loadFonts(log);
  const doc = new (await loadPdfKit())({ size: 'A4', margin: 50, info: { Title: `${q.no} v${q.version}` } });
  if (f.main) doc.registerFont('main', f.main, CJK.face);
  if (f.arabic) doc.registerFont('arabic', f.arabic);
  const fonts = { main: f.main ? 'main' : 'Helvetica', arabic: f.arabic ? 'arabic' : f.main ? 'main' : 'Helvetica' };
  const t = (k: string, p: Record<string, string | number> = {}) => translate(locale, k, p);
  const rtl = locale === 'ar';
  const write = (text: string, x: number, y: number, width: number, size: number) =>
    drawCell(doc, fonts, text, rtl ? doc.page.width - x - width : x, y, width, size, rtl ? 'right' : 'left');
  const money = (v: string) => formatMoney(v, q.currency, locale);
  const left = doc.page.margins.left;
  let y = doc.page.margins.top;
  write(t(q.kind === 'fee_notice' ? 'money.feeNotice' : 'money.quotation'), left, y, 400, 20);
  y += 36;
  const fields: [string, string][] = [
    [t('money.quotationNo'), `${q.no} (v${q.version})`],
    [t('money.status'), status],
    [t('money.validUntil'), q.valid_until],
    [t('money.termsVersion'), q.terms_version],
    [t('money.invoiceTitle'), q.invoice_profile ? [q.invoice_profile.title, q.invoice_profile.taxpayer_number].filter(Boolean).join(' / ') : '-'],
  ];
  for (const [k, v] of fields) y += Math.max(write(k, left, y, 130, 10), write(v, left + 135, y, 360, 10)) + 6;
  y += 14;
  const cols: [string, number][] = [
    [t('money.application'), 110],
    [t('money.service'), 135],
    [t('money.quantity'), 45],
    [t('money.unitPrice'), 75],
    [t('money.discount'), 40],
    [t('money.taxRate'), 40],
    [t('money.lineAmount'), 65],
  ];
  y = drawTable(
    doc,
    write,
    q.lines.map((l) => [
      l.rfc_no ?? l.title,
      l.kind === 'express_surcharge' ? t('money.expressSurcharge') : l.service,
      l.quantity,
      l.unit_price,
      `${l.discount_pct}%`,
      `${l.tax_pct}%`,
      l.amount,
    ]),
    { left, y, columns: cols, reserve: 80 },
  );
  y += 10;
  for (const [k, v] of [
    [t('money.net'), money(q.net)],
    [t('money.tax'), money(q.tax)],
    [t('money.total'), money(q.total)],
  ] as const)
    y += write(`${k}: ${v}`, left + 250, y, 260, 11) + 4;
  if (q.remark) write(q.remark, left, y + 10, 500, 9);
  doc.end();
  return doc;
}
