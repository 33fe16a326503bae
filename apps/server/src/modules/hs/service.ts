import { rm } from 'node:fs/promises';
import { hsImportRow, isHsRootRow, normalizeHsKeyword, type HsCode, type Locale, type Page } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import type { hsCodes } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { pick } from '../../platform/i18n.js';
import type { SavedUpload } from '../../platform/files/upload.js';
import { checkFileType } from '../../platform/files/fileTypes.js';
import { mapHeader, readTable } from '../../platform/files/tabular.js';
import { RowErrorLog, rowErrorsFailure } from '../../platform/files/rowErrors.js';
import { hsRepo, type HsRow } from './repo.js';

const COLUMNS = {
  section: ['section', '类', 'القسم'],
  hscode: ['hscode', 'hs code', 'code', '编码', 'الرمز'],
  description: ['description', '描述', 'الوصف'],
  parent: ['parent', '上级', 'الأب'],
  level: ['level', '级别', 'المستوى'],
} as const;

/**
 * Imports an HS edition (CSV or xlsx in the UN Comtrade layout): every row is checked first, and only a
 * file without a single bad row is written, in one transaction. Existing codes are updated.
 */
export async function importHs(db: Db, upload: SavedUpload, locale: Locale) {
  try {
    const kind = (await checkFileType(upload.path, upload.filename, ['csv', 'xlsx'])) as 'csv' | 'xlsx';
    const rows: Array<{ row: number; data: typeof hsCodes.$inferInsert }> = [];
    const errors = new RowErrorLog();
    const seen = new Set<string>();
    let index: Record<keyof typeof COLUMNS, number> | undefined;
    for await (const { row, cells } of readTable(upload.path, kind)) {
      if (!index) {
        const header = mapHeader(cells, COLUMNS);
        if (header.missing.length > 0) throw badRequest('validation.importColumns', { columns: header.missing.join(', ') });
        index = header.index;
        continue;
      }
      const raw = Object.fromEntries(Object.entries(index).map(([k, i]) => [k, cells[i as number] ?? ''])) as Record<keyof typeof COLUMNS, string>;
      if (isHsRootRow(raw.hscode)) continue;
      const parsed = hsImportRow.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors.add(row, issue);
        continue;
      }
      const r = parsed.data;
      if (seen.has(r.hscode)) {
        errors.add(row, { code: 'custom', path: ['hscode'], message: 'validation.duplicateInFile', params: { value: r.hscode } });
        continue;
      }
      seen.add(r.hscode);
      rows.push({
        row,
        data: {
          code: r.hscode,
          parentCode: r.level === 2 ? null : r.parent,
          level: r.level,
          section: r.section === 'TOTAL' ? null : (r.section ?? null),
          descriptionEn: r.description,
        },
      });
    }
    if (!index || (rows.length === 0 && errors.count === 0)) throw badRequest('validation.importEmpty');
    // A parent must be in the same file or already in the table.
    const outside = [...new Set(rows.map((r) => r.data.parentCode).filter((p): p is string => !!p && !seen.has(p)))];
    const known = await hsRepo.existingCodes(db, outside);
    for (const { row, data: r } of rows) {
      if (r.parentCode && !seen.has(r.parentCode) && !known.has(r.parentCode)) {
        errors.add(row, { code: 'custom', path: ['parent'], message: 'validation.hsParentMissing', params: { parent: r.parentCode } });
      }
    }
    if (errors.count > 0) throw rowErrorsFailure(errors, locale);

    const created = await db.transaction(async (tx) => {
      let n = 0;
      for (let i = 0; i < rows.length; i += 500)
        n += await hsRepo.upsert(
          tx as unknown as Db,
          rows.slice(i, i + 500).map((r) => r.data),
        );
      return n;
    });
    return { total: rows.length, created, updated: rows.length - created };
  } finally {
    await rm(upload.path, { force: true });
  }
}

const toHs = (r: HsRow, locale: Locale) => ({ code: r.code, description: pick(locale, r.descriptionZh, r.descriptionEn, r.descriptionAr) ?? r.descriptionEn });

/** GET /hs/search: digits search by code prefix ("8517.12" = 851712), words must all occur in the description. */
export async function searchHs(db: Db, q: { keyword: string; current_page: number; per_page: number }, locale: Locale): Promise<Page<HsCode>> {
  const keyword = normalizeHsKeyword(q.keyword);
  const isCode = /^\d+$/.test(keyword);
  const { rows, total } = await hsRepo.search(db, {
    prefix: isCode ? keyword : undefined,
    words: isCode ? undefined : keyword.split(/\s+/).filter(Boolean).slice(0, 8),
    ...pageWindow(q),
  });
  const ancestors = new Set(rows.flatMap((r) => [r.code.slice(0, 2), r.code.slice(0, 4)].filter((c) => c !== r.code && c.length < r.code.length)));
  const byCode = new Map((await hsRepo.byCodes(db, [...ancestors])).map((r) => [r.code, r]));
  const data = rows.map((r) => ({
    ...toHs(r, locale),
    level: r.level,
    section: r.section,
    parent: r.parentCode,
    path: [r.code.slice(0, 2), r.code.slice(0, 4)].filter((c) => c.length < r.code.length && byCode.has(c)).map((c) => toHs(byCode.get(c)!, locale)),
  }));
  return pageOf(data, total, q);
}

/** HS rows by their codes (another module's look-up: the scheme finder). */
export const hsRowsByCodes = (db: Db, codes: string[]) => hsRepo.byCodes(db, codes);
/** HS rows whose description holds every word, the broadest first (the scheme finder's description). */
export const hsRowsByWords = async (db: Db, words: string[], limit: number) => (await hsRepo.search(db, { words, offset: 0, limit })).rows;
