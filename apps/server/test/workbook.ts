import ExcelJS from 'exceljs';

/**
 * Writes a standards workbook of `rows` records with exceljs's streaming writer (nothing is held in
 * memory), as a customer's Excel export would look: header row, then number, name, type, remarks.
 * `bad` rows (1-based data rows) get an empty name, which the import must report.
 */
export async function writeStandardsWorkbook(file: string, rows: number, opts: { bad?: number[]; prefix?: string; header?: string[]; store?: boolean } = {}) {
  // store: no compression, so that the bench reaches a given file size with a plausible number of rows.
  const zip = opts.store ? { zlib: { level: 0 } } : undefined;
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false, zip });
  const ws = wb.addWorksheet('Standards');
  ws.addRow(opts.header ?? ['Number', 'Name', 'Type', 'Remarks']).commit();
  const bad = new Set(opts.bad ?? []);
  const prefix = opts.prefix ?? 'STD';
  const families = ['IEC', 'EN', 'GB/T', 'SASO', 'KS', 'ISO'];
  for (let i = 1; i <= rows; i++) {
    const family = families[i % families.length]!;
    ws.addRow([
      `${prefix} ${family} ${String(i).padStart(7, '0')}:2024`,
      bad.has(i) ? '' : `${family} safety requirements for household and similar electrical appliances, part ${i}`,
      family,
      // The bench's wide rows: every record has a scope note, as real standards lists do.
      opts.store || i % 10 === 0 ? `Accredited scope; report template v3${opts.store ? `; clauses 4 to ${(i % 30) + 8}, marking and instructions` : ''}` : null,
    ]).commit();
  }
  await ws.commit();
  await wb.commit();
}
