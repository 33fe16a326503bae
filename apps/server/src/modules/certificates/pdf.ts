import { existsSync, readFileSync } from 'node:fs';
import { loadPdfKit, loadQrCode } from '../../platform/lazyModules.js';
import { translate, type Certificate, type Locale, type MailTo } from '@tic/shared';
import { drawCell } from './pdf-text.js';
import { drawTable } from '../../platform/pdfTable.js';

/**
 * The certificate PDF. Names may be Chinese or Arabic, so the text is set in Debian's Noto fonts
 * (fonts-noto-cjk: CJK and Latin; fonts-noto-core: Arabic). Without them the built-in Helvetica is used
 * (Latin only) and a warning is logged once: a missing font must not take the download down.
 */
export const CJK = { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' };
const ARABIC = ['/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf', '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf'];

interface Fonts {
  main: Buffer | null;
  arabic: Buffer | null;
}
let fonts: Fonts | undefined;

interface Warn {
  warn: (obj: object, msg: string) => void;
}

/** Reads the font files once per process; what is missing is logged and replaced by Helvetica. */
export function loadFonts(log: Warn): Fonts {
  if (fonts) return fonts;
  const main = existsSync(CJK.path) ? readFileSync(CJK.path) : null;
  const arabicPath = ARABIC.find((p) => existsSync(p));
  const arabic = arabicPath ? readFileSync(arabicPath) : null;
  if (!main) log.warn({ font: CJK.path }, 'certificate PDF: CJK font missing (apt-get install fonts-noto-cjk); Chinese text falls back to Helvetica');
  if (!arabic) log.warn({ fonts: ARABIC }, 'certificate PDF: Arabic font missing (apt-get install fonts-noto-core); Arabic text falls back to the main font');
  fonts = { main, arabic };
  return fonts;
}

export interface ProductLine {
  hsCode: string | null;
  data: Record<string, unknown>;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The fields the PDF shows: an issued certificate, or the planned one of a draft (no id, status or dates of record). */
export type PdfCertificate = Pick<Certificate, 'cert_no' | 'rfc_no' | 'title' | 'type' | 'importer' | 'exporter' | 'issue_date' | 'expiry_date' | 'route'> & {
  status?: Certificate['status'];
  /** Where the certificate is mailed, when the customer asked for it by mail (issue 19): the address as the application was sent. */
  mail_to?: MailTo | null;
};

/** One line for the mailing destination: recipient, company, address, postcode, phone. */
export const mailLine = (m: MailTo) => [m.recipient, m.company, m.address, m.postcode, m.phone].filter(Boolean).join(' · ');

export interface PdfOptions {
  /** A draft for the customer's review: a DRAFT watermark on every page, a draft status and no verification QR code. */
  draft?: boolean;
  /** Another document on the same layout (an inspection report): its heading key, and its own rows (label, value) after the fields. */
  headingKey?: string;
  rows?: [string, string][];
  /** The public check the QR code opens (issue 15) and the code printed under it. */
  verify?: { url: string; code: string };
}

/** Lays the certificate out and returns the PDF document as a readable stream (already ended). */
export async function renderCertificatePdf(
  cert: PdfCertificate,
  products: ProductLine[],
  locale: Locale,
  log: Warn,
  opts: PdfOptions = {},
): Promise<NodeJS.ReadableStream> {
  const f = loadFonts(log);
  const qr = opts.draft
    ? null
    : await (
        await loadQrCode()
      ).toBuffer(opts.verify?.url ?? `CERT:${cert.cert_no};RFC:${cert.rfc_no};EXP:${cert.expiry_date ?? '-'}`, { type: 'png', margin: 1, width: 240 });
  const doc = new (await loadPdfKit())({ size: 'A4', margin: 50, info: { Title: cert.cert_no, Subject: cert.title } });
  if (f.main) doc.registerFont('main', f.main, CJK.face);
  if (f.arabic) doc.registerFont('arabic', f.arabic);
  const mainFont = f.main ? 'main' : 'Helvetica';
  const arabicFont = f.arabic ? 'arabic' : mainFont;
  const t = (key: string) => translate(locale, key);
  if (opts.draft) {
    // Drawn first on each page, so the content lies over it.
    const watermark = () => {
      const { width, height } = doc.page;
      doc
        .save()
        .fillColor('#c8c8c8')
        .fillOpacity(0.45)
        .font(locale === 'ar' ? arabicFont : mainFont)
        .fontSize(110);
      doc.rotate(-40, { origin: [width / 2, height / 2] });
      const text = t('certPdf.draft');
      doc.text(text, width / 2 - doc.widthOfString(text) / 2, height / 2 - 60, { lineBreak: false });
      doc.restore();
      doc.fillColor('black').fillOpacity(1);
    };
    watermark();
    doc.on('pageAdded', watermark);
  }

  // Arabic mirrors the page: boxes measured from the right edge, text right aligned.
  const rtl = locale === 'ar';
  const cellFonts = { main: mainFont, arabic: arabicFont };
  const write = (text: string, x: number, y: number, width: number, size: number) =>
    drawCell(doc, cellFonts, text, rtl ? doc.page.width - x - width : x, y, width, size, rtl ? 'right' : 'left');

  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = doc.page.margins.top;
  write(t(opts.headingKey ?? 'certPdf.heading'), left, y, 340, 20);
  const qrX = doc.page.width - doc.page.margins.right - 100;
  if (qr) {
    doc.image(qr, rtl ? doc.page.margins.left : qrX, y, { width: 100 });
    write(t('certPdf.verify'), qrX, y + 104, 100, 7);
    if (opts.verify) write(`${t('certPdf.verifyCode')} ${opts.verify.code}`, qrX, y + 124, 100, 7);
  }
  y += 40;

  const fields: [string, string][] = [
    ['cert_no', cert.cert_no],
    ['rfc_no', cert.rfc_no],
    ['title', cert.title],
    ['type', cert.type],
    ['importer', str(cert.importer)],
    ['exporter', str(cert.exporter)],
    ['issue_date', cert.issue_date],
    ['expiry_date', cert.expiry_date ?? t('certPdf.noExpiry')],
    ['route', str(cert.route)],
    ['status', opts.draft || !cert.status ? t('certPdf.draftStatus') : t(`applications.certStatus.${cert.status}`)],
    ...(cert.mail_to ? [['mailTo', mailLine(cert.mail_to)] as [string, string]] : []),
  ];
  for (const [key, value] of fields) {
    const h = Math.max(write(t(`certPdf.${key}`), left, y, 110, 10), write(value, left + 115, y, 230, 10));
    y += h + 6;
  }
  for (const [label, value] of opts.rows ?? []) {
    if (y > bottom() - 40) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const h = Math.max(write(label, left, y, 110, 10), write(value, left + 115, y, 380, 10));
    y += h + 6;
  }
  y = Math.max(y, 200) + 14;
  if (opts.rows && products.length === 0) {
    doc.end();
    return doc;
  }

  write(t('certPdf.products'), left, y, 300, 13);
  y += 22;
  const cols: [string, number][] = [
    ['#', 22],
    [t('certPdf.hs_code'), 70],
    [t('certPdf.description'), 160],
    [t('certPdf.brand_model'), 120],
    [t('certPdf.quantity'), 63],
    [t('certPdf.origin'), 60],
  ];
  drawTable(
    doc,
    write,
    products.map((p, i) => {
      const d = p.data;
      const brandModel = [str(d.brand), str(d.model)].filter(Boolean).join(' / ');
      return [String(i + 1), str(p.hsCode ?? d.hs_code), str(d.description), brandModel, `${str(d.quantity)} ${str(d.unit)}`.trim(), str(d.origin)];
    }),
    { left, y, columns: cols },
  );
  doc.end();
  return doc;
}
