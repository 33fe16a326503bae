import { loadExcelJs } from '../../platform/lazyModules.js';
import { translate, type ConfigKind, type Locale } from '@tic/shared';

const EXAMPLES: Record<ConfigKind, [string, string, string, string]> = {
  laboratory: ['LAB-SZ-01', 'Shenzhen Electrical Laboratory', 'Electrical safety', 'ISO/IEC 17025 accredited'],
  product: ['BS-PB-2024-001', 'Power bank 10000 mAh', 'Consumer electronics', ''],
  standard: ['IEC 62368-1:2018', 'Audio/video, information and communication technology equipment - Safety', 'IEC', ''],
};

/** The import template: the header in the request's language, one example row, and a sheet of instructions. */
export async function importTemplate(kind: ConfigKind, locale: Locale): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(translate(locale, 'config.templateSheet'), { views: [{ state: 'frozen', ySplit: 1, rightToLeft: locale === 'ar' }] });
  sheet.columns = [
    { header: translate(locale, 'field.number'), key: 'number', width: 24 },
    { header: translate(locale, 'field.name'), key: 'name', width: 48 },
    { header: translate(locale, 'config.type'), key: 'type', width: 20 },
    { header: translate(locale, 'field.remarks'), key: 'remarks', width: 36 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLES[kind]);
  const help = wb.addWorksheet(translate(locale, 'config.templateHelp'), { views: [{ rightToLeft: locale === 'ar' }] });
  help.getColumn(1).width = 100;
  help.addRow([translate(locale, 'config.templateHelpText')]);
  help.addRow([translate(locale, 'config.importHint')]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
