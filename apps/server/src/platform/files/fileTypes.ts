import { open } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../errors.js';

/** The extension a name declares, normalised (jpeg -> jpg). */
export function declaredExtension(filename: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase();
  return ext === 'jpeg' ? 'jpg' : ext;
}

// Formats without magic bytes are accepted only when they read as text.
const TEXT_TYPES = new Set(['txt', 'csv']);
// Old Office files are all "Compound File Binary"; the name tells Word from Excel.
const CFB_TYPES = new Set(['doc', 'xls']);

// Office Open XML files are zip archives; this entry tells which kind.
const OOXML_ENTRY: Record<string, string> = { xlsx: 'xl/workbook.xml', docx: 'word/document.xml' };

/** Whether the last `length` bytes of a file hold `needle`. */
async function tailIncludes(file: string, length: number, needle: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const n = Math.min(size, length);
    const { buffer } = await handle.read(Buffer.alloc(n), 0, n, size - n);
    return buffer.includes(Buffer.from(needle));
  } finally {
    await handle.close();
  }
}

/**
 * file-type recognises an OOXML file only when the zip's local headers carry sizes; files written by
 * streaming writers (exceljs's, among others) use data descriptors and read as a plain zip. Their
 * central directory, at the end of the file, still names the entries.
 */
const zipNames = (file: string, entry: string) => tailIncludes(file, 1024 * 1024, entry);

/**
 * A PDF ends with its trailer's `%%EOF` marker, which readers look for in the last 1,024 bytes: without it the file
 * was cut (an interrupted transfer) and no reader can open it (issue 17: a truncated PDF is 400 with a message).
 */
const pdfComplete = (file: string) => tailIncludes(file, 1024, '%%EOF');

async function looksLikeText(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    // stream: a multi-byte character cut at the end of the sample waits for more; anything else must be UTF-8.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/**
 * The real type of an uploaded file, checked against its magic bytes (file-type) and against the
 * allowed list: a renamed executable or a PDF called .xlsx is refused with "wrong format".
 */
export async function checkFileType(file: string, filename: string, allowed: readonly string[]): Promise<string> {
  const declared = declaredExtension(filename);
  if (!allowed.includes(declared)) throw badRequest('validation.fileType');
  // file-type (and its tokenizer libraries) load at the first upload, not at start-up.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(file);
  if (TEXT_TYPES.has(declared)) {
    if (!detected && (await looksLikeText(file))) return declared;
    throw badRequest('validation.fileType');
  }
  if (detected?.ext === 'cfb' && CFB_TYPES.has(declared)) return declared;
  if (detected?.ext === 'pdf' && declared === 'pdf') {
    if (!(await pdfComplete(file))) throw badRequest('validation.fileIncomplete');
    return declared;
  }
  if (detected && detected.ext === declared) return declared;
  if (detected?.ext === 'zip' && OOXML_ENTRY[declared] && (await zipNames(file, OOXML_ENTRY[declared]))) return declared;
  throw badRequest('validation.fileType');
}
