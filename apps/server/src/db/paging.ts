import type { Page } from '@tic/shared';

/** ILIKE patterns match the user's text literally: %, _ and \ lose their wildcard meaning. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Offset and limit of a current_page / per_page query. */
export const pageWindow = (q: { current_page: number; per_page: number }) => ({ offset: (q.current_page - 1) * q.per_page, limit: q.per_page });

/** The page answer of the list calls: rows, total and where the page stands. */
export function pageOf<T>(data: T[], total: number, q: { current_page: number; per_page: number }): Page<T> {
  return { data, total, current_page: q.current_page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) };
}
