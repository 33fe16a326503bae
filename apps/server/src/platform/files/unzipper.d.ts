/** The part of unzipper (exceljs's zip library) that tabular.ts uses: the central directory of a zip file. */
declare module 'unzipper' {
  import type { Readable } from 'node:stream';
  export interface ZipEntry {
    path: string;
    type: 'File' | 'Directory';
    uncompressedSize: number;
    stream(): Readable;
  }
  export const Open: { file(path: string): Promise<{ files: ZipEntry[] }> };
}
