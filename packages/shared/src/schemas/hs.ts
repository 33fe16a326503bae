import { z } from 'zod';
import { HS_SEARCH_MAX_PAGE_SIZE, HS_SEARCH_PAGE_SIZE } from '../constants.js';
import { pageOf, pagingQuery } from './common.js';

/**
 * One row of an HS nomenclature import (columns of the UN Comtrade "harmonized-system" data package:
 * section, hscode, description, parent, level). A heading of level 2 hangs under "TOTAL"; a 4- or
 * 6-digit code hangs under the code it starts with. Chapter 99 (not specified by kind) has the section "TOTAL".
 */
export const hsImportRow = z
  .object({
    section: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
      z
        .string()
        .regex(/^([IVXLC]{1,6}|TOTAL)$/, { error: 'validation.hsSection' })
        .optional(),
    ),
    hscode: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: 'validation.required' })
        .trim()
        .regex(/^(\d{2}|\d{4}|\d{6})$/, { error: 'validation.hsCode' }),
    ),
    description: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(1000, { error: 'validation.tooLong' }),
    parent: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }),
    ),
    level: z.coerce.number({ error: 'validation.hsLevel' }).refine((n) => n === 2 || n === 4 || n === 6, { error: 'validation.hsLevel' }),
  })
  .superRefine((row, ctx) => {
    // zod still runs this when another field failed, with that row's raw values: read them defensively.
    const code = String(row.hscode);
    const level = Number(row.level);
    // A malformed code or level is already reported; comparing them would only repeat that.
    if (!/^(\d{2}|\d{4}|\d{6})$/.test(code) || ![2, 4, 6].includes(level)) return;
    if (code.length !== level) {
      ctx.addIssue({ code: 'custom', path: ['level'], message: 'validation.hsLevelMismatch' });
      return;
    }
    const expected = level === 2 ? 'TOTAL' : code.slice(0, level - 2);
    if (String(row.parent).trim().toUpperCase() !== expected) ctx.addIssue({ code: 'custom', path: ['parent'], message: 'validation.hsParent' });
  });
export type HsImportRow = z.infer<typeof hsImportRow>;

/** The UN file ends with the root of the tree ("TOTAL", level 5): it is the nomenclature itself, not a code. */
export const isHsRootRow = (hscode: unknown) => typeof hscode === 'string' && hscode.trim().toUpperCase() === 'TOTAL';

/** The code a user types: "8517.12", "8517 12" or "851712" all mean 851712. */
export const normalizeHsKeyword = (keyword: string) => (/^[\d.\s-]+$/.test(keyword.trim()) ? keyword.replace(/[\s.-]/g, '') : keyword.trim());

/** GET /hs/search?keyword= : a code prefix or words of the description. */
export const hsSearchQuery = z
  .object({ keyword: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }) })
  .extend(pagingQuery(HS_SEARCH_MAX_PAGE_SIZE, HS_SEARCH_PAGE_SIZE).shape);

const hsBrief = z.object({ code: z.string(), description: z.string() });
export const hsCodeSchema = hsBrief.extend({
  level: z.number(),
  section: z.string().nullable(),
  parent: z.string().nullable(),
  /** The headings above it, chapter first. */
  path: z.array(hsBrief),
});
export type HsCode = z.infer<typeof hsCodeSchema>;
export const hsSearchPage = pageOf(hsCodeSchema);

/** Outcome of an import: what was written, or (nothing written) the rows that failed. */
export const rowErrorSchema = z.object({ row: z.number(), field: z.string().nullable(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;
export const hsImportResult = z.object({ total: z.number(), created: z.number(), updated: z.number() });
