/**
 * Lines a form may take from an Excel file, like the customs product lines (GET /kenya/product/excel,
 * POST /kenya/product/import): per import, its template columns (the section's fields, in order, labelled
 * in the reader's language), an example row and the rule each row must pass (the list's submit rule).
 * A list section names its import (`importer`); the server serves GET /kenya/lines/{name}/excel and
 * POST /kenya/lines/{name}/import from this table, the web form shows the import beside the list.
 */
import type { z } from 'zod';
import { criticalComponentSection } from '../lines/electrical.js';

export interface LineImport {
  /** The list's key in the payload. */
  list: string;
  columns: readonly string[];
  row: z.ZodType;
  example: readonly (string | number)[];
}

export const LINE_IMPORTS = {
  critical_components: {
    list: 'critical_components',
    columns: criticalComponentSection.meta.map((m) => m.name),
    row: criticalComponentSection.submit,
    example: ['Power supply cord', 'Ningbo Cable Co., Ltd.', 'H05VV-F 3G0.75', '300/500 V, 0.75 mm²', 'IEC 60227-5', 'CCC / VDE'],
  },
} as const satisfies Record<string, LineImport>;
export type LineImportName = keyof typeof LINE_IMPORTS;
export const LINE_IMPORT_NAMES = Object.keys(LINE_IMPORTS) as LineImportName[];
