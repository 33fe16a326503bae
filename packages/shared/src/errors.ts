/** The request-error catalogue of spec section 8, keyed by HTTP status. Messages live in i18n under `error.<status>`. */
export const ERROR_STATUSES = [401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505] as const;
export type CatalogueStatus = (typeof ERROR_STATUSES)[number];

export function isCatalogueStatus(status: number): status is CatalogueStatus {
  return (ERROR_STATUSES as readonly number[]).includes(status);
}

/** i18n key of the message shown for a status (400 and unknown statuses are handled by the client rules). */
export function errorMessageKey(status: number): string {
  return isCatalogueStatus(status) ? `error.${status}` : 'error.link';
}

/** Other transport messages of section 8. */
export const TRANSPORT_ERROR_KEYS = {
  link: 'error.link',
  timeout: 'error.timeout',
  unreachable: 'error.unreachable',
  unknown: 'error.unknown',
} as const;
