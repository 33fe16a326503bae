import { APPLICATION_FORMS, type ApplicationForm } from './lines/registry.js';
import { FORM_UPLOAD_LIMITS } from './forms/index.js';

/**
 * Resumable uploads (tus protocol): every form takes them, with the limits its declaration gives
 * (NB/RED: 20 files of up to 500 MB per order), once, for the server and the browser.
 */
export const RESUMABLE_FORMS = APPLICATION_FORMS;
export type ResumableForm = ApplicationForm;

export function resumableLimits(form: ResumableForm): { maxBytes: number; maxFiles: number } {
  return FORM_UPLOAD_LIMITS[form];
}
export const isResumableForm = (v: unknown): v is ResumableForm => typeof v === 'string' && (RESUMABLE_FORMS as readonly string[]).includes(v);
/** The largest file any resumable upload takes. */
export const RESUMABLE_UPLOAD_MAX_BYTES = Math.max(...RESUMABLE_FORMS.map((f) => resumableLimits(f).maxBytes));
/** A partial upload untouched this long is removed (tus expiration, plus an hourly clean-up). */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Size of each PATCH the browser sends: a broken connection costs at most the chunk in flight. */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
/** Where the tus endpoint lives under each API prefix. */
export const RESUMABLE_PATH = '/uploads/resumable';
