import type * as PdfText from '../src/modules/certificates/pdf-text.js';

/**
 * The PDF text module with its cells recorded into `drawn` (the real drawing still runs): the embedded fonts keep the
 * words out of the file's bytes, so the suites that read what a PDF says mock pdf-text.js with this:
 *   const drawn = vi.hoisted((): string[] => []);
 *   vi.mock('../src/modules/certificates/pdf-text.js', async (original) => (await import('./pdfTextSpy.js')).recordingCells(await original(), drawn));
 */
export function recordingCells(real: typeof PdfText, drawn: string[]): typeof PdfText {
  return {
    ...real,
    drawCell: (...args: Parameters<typeof real.drawCell>) => {
      drawn.push(args[2]);
      return real.drawCell(...args);
    },
  };
}
