import type { Locale } from '@tic/shared';
/** An error a service throws on purpose: the status of the catalogue and an i18n key for the message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msgKey: string,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    /**
     * Parameters and data worded in the reader's language (field names, say), asked for by the error handler with the
     * request's locale; they replace `params` and `data`.
     */
    readonly inLocale?: (locale: Locale) => { params: Record<string, string | number>; data?: unknown },
  ) {
    super(msgKey);
  }
}

export const notFound = () => new AppError(404, 'error.404');
export const unauthorized = () => new AppError(401, 'error.401');
export const forbidden = () => new AppError(403, 'error.403');
/** A 400 whose data is the list of messages (i18n keys) shown to the user. */
export const badRequest = (msgKey: string, params: Record<string, string | number> = {}) => new AppError(400, msgKey, params);
/** 409: the record changed since the version the client read (design.md: a stale save is refused). */
export const conflict = () => new AppError(409, 'error.409');

/** PostgreSQL's unique_violation, whether the driver puts the code on the error or on its cause. */
export const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';
