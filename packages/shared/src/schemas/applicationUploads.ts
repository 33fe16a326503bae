/**
 * The rule of an application's files (spec sections 5 and 9), once for the browser (checked before a
 * file is sent) and the server (checked again when the file joins an application):
 * - its extension must be one of the allowed types ("wrong format of image or file");
 * - it may not exceed the form's cap per file ("size exceeded": 30 MB customs, 20 MB Saudi);
 * - the form may not hold more than its number of files (20);
 * - the Saudi merged PDF (file type merged_pdf) is a PDF of at most 2 MB.
 */
import { ALLOWED_FILE_TYPES } from '../constants.js';
import type { ApplicationForm } from '../lines/registry.js';
import { checklistItemOf, FORM_UPLOAD_LIMITS } from '../forms/index.js';

/** itemType: the extension is allowed, but not for the checklist item the file is attached as. */
export type AttachmentRefusal = 'type' | 'size' | 'count' | 'mergedPdf' | 'itemType';

/** The attachment file type whose size the Saudi form caps apart (its documents merged into one PDF). */
export const MERGED_PDF_TYPE = 'merged_pdf';

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const allowed: readonly string[] = ALLOWED_FILE_TYPES;

/**
 * Why `file` cannot be attached to an application of `form`, or null when it can. `held` is how many
 * files the form already holds (counting the ones chosen before it); `fileType` what the user says it is.
 */
export function attachmentRefusal(
  file: { name: string; size: number },
  form: ApplicationForm,
  opts: { fileType?: string | null; held?: number } = {},
): AttachmentRefusal | null {
  const limits = FORM_UPLOAD_LIMITS[form];
  const ext = fileExtension(file.name);
  if (!allowed.includes(ext)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  if ((opts.held ?? 0) >= limits.maxFiles) return 'count';
  if (opts.fileType === MERGED_PDF_TYPE && limits.mergedPdfMaxBytes !== null && (ext !== 'pdf' || file.size > limits.mergedPdfMaxBytes)) return 'mergedPdf';
  const item = checklistItemOf(form, opts.fileType);
  if (item && !item.extensions.includes(ext === 'jpeg' ? 'jpg' : ext)) return 'itemType';
  return null;
}
