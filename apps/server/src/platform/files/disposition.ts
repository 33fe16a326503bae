/**
 * Content-Disposition of a download: an ASCII fallback name (anything else, quotes and backslashes become
 * "_") and the exact name in RFC 5987 form, which browsers prefer; the client's name is never trusted as is.
 */
export const attachmentDisposition = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
