/**
 * Heavy libraries loaded at their first use rather than at start-up (issue 18: importing them cost seconds of every
 * start, while most starts never write a spreadsheet or a PDF). Node caches the module after the first call.
 */
export const loadExcelJs = async () => (await import('exceljs')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
