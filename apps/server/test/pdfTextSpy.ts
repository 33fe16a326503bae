import { afterAll, vi } from 'vitest';
import * as pdfText from '../src/modules/certificates/pdf-text.js';

/**
 * Every text cell the PDFs draw from now until the end of the test file, recorded into the array returned (the real
 * drawing still runs): the embedded fonts keep the words out of the file's bytes, so the suites that read what a PDF
 * says call this at their top level. A spy on the module rather than `vi.mock`: the server suite shares one module
 * graph across the files of a worker (vitest.config.ts, `isolate: false`), where a module mocked by one file would
 * be mocked for the next, or not at all once another file has loaded it.
 */
export function recordPdfCells(): string[] {
  const drawn: string[] = [];
  const real = pdfText.drawCell;
  const spy = vi.spyOn(pdfText, 'drawCell').mockImplementation((...args: Parameters<typeof real>) => {
    drawn.push(args[2]);
    return real(...args);
  });
  afterAll(() => spy.mockRestore());
  return drawn;
}
