import { fieldLabel, issueKey, translate, type IssueLike, type Locale, type RowError } from '@tic/shared';
import { AppError } from '../errors.js';

/** A row-level problem of an import, kept without a language so that whoever reads it gets their own. */
export interface PendingRowError {
  row: number;
  field: string | null;
  key: string;
  params: Record<string, string | number>;
}

/** How many row errors an import keeps in detail (the count is always exact). */
export const MAX_REPORTED_ROW_ERRORS = 1000;

/**
 * The row errors of one import: the first MAX_REPORTED_ROW_ERRORS in detail, and the exact number of
 * bad rows. A row's problems are all found in one go (and a row that fails its own check is never
 * checked again against the others), so counting changes of row number counts rows.
 */
export class RowErrorLog {
  readonly items: PendingRowError[] = [];
  count = 0;
  private lastRow = -1;

  add(row: number, issue: IssueLike & { params?: Record<string, string | number> }) {
    if (row !== this.lastRow) this.count += 1;
    this.lastRow = row;
    if (this.items.length >= MAX_REPORTED_ROW_ERRORS) return;
    const { key, params } = issueKey(issue);
    const field = [...issue.path].reverse().find((p) => typeof p === 'string') as string | undefined;
    this.items.push({ row, field: field ?? null, key, params });
  }
}

export function rowErrorText(e: PendingRowError, locale: Locale): RowError {
  const field = e.field ? fieldLabel(locale, [e.field]) : null;
  return { row: e.row, field, message: translate(locale, e.key, { ...e.params, field: field ?? '' }) };
}

/** One line of a failed import's report: "row N · field: message", the field said once even when the message names it. */
export function rowErrorLine(r: RowError, locale: Locale): string {
  const named = r.field ? new RegExp(`^${r.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[:：]\\s*`) : null;
  const message = named ? r.message.replace(named, '') : r.message;
  return `${translate(locale, 'reference.row', { row: r.row })}${r.field ? ` · ${r.field}` : ''}${locale === 'zh_CN' ? '：' : ': '}${message}`;
}

/** The 400 of a failed import: a summary, then one line per bad row (nothing was written). */
export function rowErrorsFailure(log: RowErrorLog, locale: Locale): AppError {
  const total = log.count;
  const lines = log.items.slice(0, 200).map((e) => rowErrorLine(rowErrorText(e, locale), locale));
  return new AppError(400, 'validation.importRows', { count: total }, [translate(locale, 'validation.importRows', { count: total }), ...lines]);
}
