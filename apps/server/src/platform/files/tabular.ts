/**
 * Row-by-row reading of an uploaded table (CSV or the first sheet of an .xlsx) without loading the
 * file: exceljs's streaming WorkbookReader for Excel, a small RFC 4180 state machine for CSV. The
 * callback sees how many bytes of the file have been read, which is what import progress reports.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../lazyModules.js';
import { AppError, badRequest } from '../errors.js';

export interface TableRow {
  /** 1-based, as the spreadsheet shows it (row 1 is the header). */
  row: number;
  cells: string[];
}

function countingStream(file: string, onBytes?: (bytesRead: number) => void) {
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  let read = 0;
  if (onBytes) stream.on('data', (chunk) => onBytes((read += chunk.length)));
  return stream;
}

/** An Excel cell as text: numbers as written, dates as ISO dates, rich text joined, formulas by result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (v.error) return '';
  }
  return String(value);
}

/** An .xlsx is a zip archive: a file that does not start like one (a CSV renamed, a truncated download) is refused. */
async function assertZip(file: string) {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (!head.equals(ZIP_MAGIC)) throw badRequest('validation.importXlsx');
  } finally {
    await handle.close();
  }
}
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function* xlsxRows(file: string, onBytes?: (n: number) => void): AsyncGenerator<TableRow> {
  await assertZip(file);
  try {
    yield* xlsxSheetRows(file, onBytes);
  } catch (e) {
    // A zip that is no workbook, or one cut short: the client's file, not the server's fault.
    if (e instanceof AppError) throw e;
    throw badRequest('validation.importXlsx');
  }
}

async function* xlsxSheetRows(file: string, onBytes?: (n: number) => void): AsyncGenerator<TableRow> {
  const reader = new (await loadExcelJs()).stream.xlsx.WorkbookReader(countingStream(file, onBytes), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      // row.values is 1-based and sparse.
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      yield { row: row.number, cells };
    }
    // Only the first sheet holds data; the rest (instructions) is ignored.
    break;
  }
}

async function* csvRows(file: string, onBytes?: (n: number) => void): AsyncGenerator<TableRow> {
  const stream = countingStream(file, onBytes);
  stream.setEncoding('utf8');
  let field = '';
  let cells: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let row = 0;
  let first = true;
  const finishRow = (): TableRow | undefined => {
    cells.push(field);
    field = '';
    const out = cells;
    cells = [];
    row += 1;
    return out.length === 1 && out[0] === '' ? undefined : { row, cells: out.map((c) => c.trim()) };
  };
  for await (let chunk of stream as AsyncIterable<string>) {
    if (first) {
      chunk = chunk.replace(/^\uFEFF/, '');
      first = false;
    }
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk[i]!;
      if (quoted) {
        if (ch === '"') {
          quoted = false;
          afterQuote = true;
        } else field += ch;
        continue;
      }
      if (ch === '"') {
        // "" inside a quoted field is one quote.
        if (afterQuote) field += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (ch === ',') {
        cells.push(field);
        field = '';
      } else if (ch === '\n') {
        const done = finishRow();
        if (done) yield done;
      } else if (ch !== '\r') field += ch;
    }
  }
  if (field !== '' || cells.length > 0) {
    const done = finishRow();
    if (done) yield done;
  }
}

export function readTable(file: string, kind: 'csv' | 'xlsx', onBytes?: (bytesRead: number) => void): AsyncGenerator<TableRow> {
  return kind === 'csv' ? csvRows(file, onBytes) : xlsxRows(file, onBytes);
}

/**
 * Finds the wanted columns in a header row by any of their accepted titles (case and spaces ignored).
 * Answers the index of each column and the list of missing ones.
 */
export function mapHeader<K extends string>(header: string[], titles: Record<K, readonly string[]>) {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_*（）()]/g, '');
  const at = header.map(norm);
  const index = {} as Record<K, number>;
  const missing: K[] = [];
  for (const key of Object.keys(titles) as K[]) {
    const i = at.findIndex((h) => titles[key].some((t) => norm(t) === h));
    if (i < 0) missing.push(key);
    else index[key] = i;
  }
  return { index, missing };
}
