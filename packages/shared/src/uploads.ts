import { APPLICATION_FORMS, FORM_UPLOAD_LIMITS, type ApplicationForm } from './constants.js';

/**
 * Resumable uploads (tus protocol): the limits of each form, once, for the server and the browser.
 * NB/RED takes 20 files of up to 500 MB per order; the other forms take their FORM_UPLOAD_LIMITS.
 * (When the NB form joins APPLICATION_FORMS with these limits, this table reads them from there.)
 */
export const NB_UPLOAD_LIMITS = { maxBytes: 500 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: null } as const;
export const RESUMABLE_FORMS = [...APPLICATION_FORMS, 'nb'] as const;
export type ResumableForm = (typeof RESUMABLE_FORMS)[number];

export function resumableLimits(form: ResumableForm): { maxBytes: number; maxFiles: number } {
  return form === 'nb' ? NB_UPLOAD_LIMITS : FORM_UPLOAD_LIMITS[form as ApplicationForm];
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
