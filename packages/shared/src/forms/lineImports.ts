/**
 * Lines a form may take from an Excel file, like the customs product lines (GET /kenya/product/excel,
 * POST /kenya/product/import): each line declares its imports on its lists (lineList's `importer`, a LineImport:
 * its template columns, an example row and the rule each row must pass); the server serves
 * GET /kenya/lines/{name}/excel and POST /kenya/lines/{name}/import from this table, derived from the registry, and
 * the web form shows the import beside the list.
 */
import { LINE_REGISTRY } from '../lines/registry.js';
import type { LineImport, SectionDecl } from './declaration.js';

export type { LineImport } from './declaration.js';

const importsOf = (sections: readonly SectionDecl[]): LineImport[] => sections.flatMap((s) => ('lineImport' in s && s.lineImport ? [s.lineImport] : []));

/** Every import the lines' lists declare, by name (lines sharing one name the same object; two different ones throw). */
export const LINE_IMPORTS: Readonly<Record<string, LineImport>> = LINE_REGISTRY.flatMap((l) => importsOf(l.declaration.sections)).reduce<
  Record<string, LineImport>
>((all, imp) => {
  const known = all[imp.name];
  if (known && known !== imp) throw new Error(`two lines declare the line import ${imp.name} differently: declare it once and name it from both`);
  all[imp.name] = imp;
  return all;
}, {});
export type LineImportName = string;
export const LINE_IMPORT_NAMES: readonly LineImportName[] = Object.keys(LINE_IMPORTS);
