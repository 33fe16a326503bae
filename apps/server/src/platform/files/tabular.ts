/**
 * Row-by-row reading of an uploaded table (CSV or the first sheet of an .xlsx) without loading the
 * file: exceljs's streaming part parsers for Excel (xlsxSheetRows), a small RFC 4180 state machine for CSV. The
 * callback sees how many bytes of the file have been read, which is what import progress reports.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
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

/** The parts of exceljs's streaming WorkbookReader used here: its parsers of each part of the package (xlsxSheetRows). */
interface WorkbookParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): AsyncIterable<{ eventType: string; value: unknown }>;
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
}

/**
 * The first sheet's rows. exceljs's WorkbookReader.parse reads the package as one zip stream and loses a part now and
 * then (exceljs issue #3064: "Cannot read properties of undefined (reading 'sheets')", about 1 read in 100-300 of a
 * valid workbook here, more on a loaded machine): an import of a good file failed with "error.500". The zip's central
 * directory is read instead (unzipper's Open.file, exceljs's own zip library), each part is streamed on its own in the
 * order the parsers need (relationships, workbook, shared strings, then the sheet), and exceljs's parsers of those
 * parts do the rest. Progress counts the sheet's bytes, in proportion to the file's size.
 */
async function* xlsxSheetRows(file: string, onBytes?: (n: number) => void): AsyncGenerator<TableRow> {
  const [ExcelJs, unzipper] = await Promise.all([loadExcelJs(), import('unzipper')]);
  const directory = await unzipper.Open.file(file);
  const part = (name: string) => directory.files.find((f) => f.path === name && f.type === 'File');
  const reader = new ExcelJs.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw badRequest('validation.importXlsx');
  await reader._parseRels(rels.stream());
  await reader._parseWorkbook(workbook.stream());
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings.stream()));
  // The first sheet in the workbook's order, found through its relationship.
  const firstRel = reader.workbookRels?.find((r) => r.Id === reader.model?.sheets?.[0]?.rId);
  const sheetNo = /^\/?(?:xl\/)?worksheets\/sheet(\d+)\.xml$/.exec(firstRel?.Target ?? '')?.[1];
  const sheet = sheetNo ? part(`xl/worksheets/sheet${sheetNo}.xml`) : undefined;
  if (!sheet) throw badRequest('validation.importXlsx');

  const size = (await stat(file)).size;
  // The sheet's chunks pass through here on their way to the parser (no second reader that could take them first).
  async function* counted(stream: Readable): AsyncGenerator<Buffer> {
    let read = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      onBytes?.(Math.min(size, Math.round((read / Math.max(1, sheet!.uncompressedSize)) * size)));
      yield chunk;
    }
  }
  for await (const event of reader._parseWorksheet(counted(sheet.stream()), sheetNo!)) {
    if (event.eventType !== 'worksheet') continue;
    for await (const row of event.value as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      // row.values is 1-based and sparse.
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      yield { row: row.number, cells };
    }
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
