import { PassThrough } from 'node:stream';
import { rm } from 'node:fs/promises';
import { loadExcelJs } from '../../platform/lazyModules.js';
import { LINE_IMPORTS, productLineSubmit, translate, type ApplicationListQuery, type LineImportName, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { RowErrorLog, rowErrorsFailure } from '../../platform/files/rowErrors.js';
import { readTable } from '../../platform/files/tabular.js';
import type { SavedUpload } from '../../platform/files/upload.js';
import { applicationsRepo } from './repo.js';
import { loadApplicationTypes } from '../reference/service.js';
import { summariesOf } from './summaries.js';

/** GET /kenya/apply/excel: the list of the current filters, written row by row by exceljs's streaming writer. */
export function exportApplications(db: Db, userId: number, q: ApplicationListQuery, locale: Locale) {
  const out = new PassThrough();
  const tr = (k: string) => translate(locale, k);
  void (async () => {
    try {
      const wb = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const sheet = wb.addWorksheet('RFC', { views: [{ state: 'frozen', ySplit: 1, rightToLeft: locale === 'ar' }] });
      // The list screen's own column names (field.title is the invoiceProfiles catalogue's invoice title).
      sheet.columns = [
        { header: tr('appUi.list.rfcNo'), key: 'rfc', width: 22 },
        { header: tr('appUi.list.title'), key: 'title', width: 36 },
        { header: tr('field.application_type'), key: 'type', width: 16 },
        { header: tr('appUi.list.country'), key: 'country', width: 10 },
        { header: tr('appUi.list.importer'), key: 'importer', width: 30 },
        { header: tr('appUi.list.exporter'), key: 'exporter', width: 30 },
        { header: tr('appUi.list.status'), key: 'status', width: 16 },
        { header: tr('field.payment_status'), key: 'payment', width: 16 },
        { header: tr('money.feeCurrency'), key: 'currency', width: 10 },
        { header: tr('money.quoted'), key: 'quoted', width: 14 },
        { header: tr('money.paid'), key: 'paid', width: 14 },
        { header: tr('money.unpaid'), key: 'unpaid', width: 14 },
        { header: tr('appUi.list.created'), key: 'created', width: 20 },
      ];
      const typeNames = new Map((await loadApplicationTypes(db, locale)).map((t) => [t.code, t.name]));
      for (const a of await summariesOf(db, await applicationsRepo.all(db, userId, q))) {
        sheet
          .addRow({
            rfc: a.rfc_no ?? '',
            title: a.title,
            type: typeNames.get(a.application_type) ?? a.application_type,
            country: a.country ?? '',
            importer: a.importer ?? '',
            exporter: a.exporter ?? '',
            status: tr(`applications.status.${a.status}`),
            payment: a.payment_status ? tr(`applications.payment.${a.payment_status}`) : '',
            // Text, never a float: the amounts keep their currency's minor units.
            currency: a.fee_currency ?? '',
            quoted: a.quoted_amount ?? '',
            paid: a.paid_amount ?? '',
            unpaid: a.unpaid_amount ?? '',
            created: a.created_at.slice(0, 19).replace('T', ' '),
          })
          .commit();
      }
      sheet.commit();
      await wb.commit();
    } catch (e) {
      out.destroy(e as Error);
    }
  })();
  return out;
}

/** Columns of the product import, in template order. */
const PRODUCT_COLUMNS = [
  'hs_code',
  'brand',
  'model',
  'quantity',
  'unit_price',
  'unit',
  'description',
  'manufacturer',
  'manufacturer_address',
  'origin',
  'condition',
  'assembly',
  'standard',
  'licence_no',
] as const;

/** GET /kenya/product/excel: the template (labels in the request's language, one example row). */
export async function productTemplate(locale: Locale): Promise<Buffer> {
  const wb = new (await loadExcelJs()).Workbook();
  const sheet = wb.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1, rightToLeft: locale === 'ar' }] });
  sheet.columns = PRODUCT_COLUMNS.map((k) => ({ header: translate(locale, `field.${k}`), key: k, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([
    '853952',
    'BrightStar',
    'LED-9W',
    2000,
    4.9,
    'PCE',
    'LED bulbs 9 W, E27',
    'Shenzhen Bright Star Electronics Co., Ltd.',
    '88 Keji Road, Shenzhen',
    'CN',
    'new',
    'assembled',
    'IEC 62560',
    '',
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Product lines from an uploaded xlsx: every row checked with the submit rule; any wrong row: nothing imported, row errors. */
export async function importProducts(upload: SavedUpload, locale: Locale) {
  try {
    if (!upload.filename.toLowerCase().endsWith('.xlsx')) throw badRequest('validation.importXlsx');
    const log = new RowErrorLog();
    const products: unknown[] = [];
    for await (const { row, cells } of readTable(upload.path, 'xlsx')) {
      if (row === 1 || cells.every((c) => c === '')) continue;
      const raw = Object.fromEntries(PRODUCT_COLUMNS.map((k, i) => [k, cells[i] ?? '']));
      const r = productLineSubmit.safeParse(raw);
      if (r.success) products.push(r.data);
      else for (const issue of r.error.issues) log.add(row, issue as never);
    }
    if (log.count > 0) throw rowErrorsFailure(log, locale);
    if (products.length === 0) throw badRequest('validation.importEmpty');
    return { products };
  } finally {
    await rm(upload.path, { force: true });
  }
}

/** The import of this name (the route's params allow only LINE_IMPORT_NAMES; another is unknown: 404). */
function lineImportOf(name: LineImportName) {
  const imp = LINE_IMPORTS[name];
  if (!imp) throw notFound();
  return imp;
}

/**
 * The same import for the other lists a form declares importable (LINE_IMPORTS: critical components ...):
 * GET /kenya/lines/{name}/excel gives the template, POST /kenya/lines/{name}/import the checked rows.
 */
export async function linesTemplate(name: LineImportName, locale: Locale): Promise<Buffer> {
  const imp = lineImportOf(name);
  const wb = new (await loadExcelJs()).Workbook();
  const sheet = wb.addWorksheet('Lines', { views: [{ state: 'frozen', ySplit: 1, rightToLeft: locale === 'ar' }] });
  sheet.columns = imp.columns.map((k) => ({ header: translate(locale, `field.${k}`), key: k, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([...imp.example]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Lines from an uploaded xlsx, every row checked with the list's submit rule; any wrong row: nothing imported, row errors. */
export async function importLines(name: LineImportName, upload: SavedUpload, locale: Locale) {
  const imp = lineImportOf(name);
  try {
    if (!upload.filename.toLowerCase().endsWith('.xlsx')) throw badRequest('validation.importXlsx');
    const log = new RowErrorLog();
    const lines: unknown[] = [];
    for await (const { row, cells } of readTable(upload.path, 'xlsx')) {
      if (row === 1 || cells.every((c) => c === '')) continue;
      const r = imp.row.safeParse(Object.fromEntries(imp.columns.map((k, i) => [k, cells[i] ?? ''])));
      if (r.success) lines.push(r.data);
      else for (const issue of r.error.issues) log.add(row, issue as never);
    }
    if (log.count > 0) throw rowErrorsFailure(log, locale);
    if (lines.length === 0) throw badRequest('validation.importEmpty');
    return { lines };
  } finally {
    await rm(upload.path, { force: true });
  }
}
