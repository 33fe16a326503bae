/**
 * State of the header drawer's list of unread notices, as pure functions: pages append (30 at a time),
 * the end is reached when every notice of the total is shown, a read notice leaves the list, mark-all
 * empties it and sets the total to 0, and a pushed notice goes on top.
 */
import { NOTIFY_PAGE_SIZE, type NoticeStreamEvent, type NoticeSummary } from '@tic/shared';

export interface NoticeListState {
  items: NoticeSummary[];
  /** Unread notices on the server (the bell's count). */
  total: number;
  loadingMore: boolean;
  /** A page brought nothing new although the total said there was more: stop asking. */
  exhausted: boolean;
}

export const initialNoticeList: NoticeListState = { items: [], total: 0, loadingMore: false, exhausted: false };

export const hasMore = (s: NoticeListState): boolean => !s.exhausted && s.items.length < s.total;

/**
 * The page that holds the first notice not yet shown. Counting from what is shown (not from the pages
 * fetched) keeps this right after notices were read (they leave the server's list and shift it up) or
 * pushed (they shift it down); duplicates from the overlap are dropped on append.
 */
export const nextPage = (s: NoticeListState, pageSize = NOTIFY_PAGE_SIZE): number => Math.floor(s.items.length / pageSize) + 1;

/** "Everything is loaded" shows only below a list longer than one page (spec section 2). */
export const showEndText = (s: NoticeListState, pageSize = NOTIFY_PAGE_SIZE): boolean => !hasMore(s) && s.items.length > pageSize;

export function pageLoaded(s: NoticeListState, page: number, rows: NoticeSummary[], total: number): NoticeListState {
  if (page === 1) return { items: rows, total, loadingMore: false, exhausted: false };
  const seen = new Set(s.items.map((n) => n.batch_code));
  const fresh = rows.filter((n) => !seen.has(n.batch_code));
  return { items: [...s.items, ...fresh], total, loadingMore: false, exhausted: fresh.length === 0 };
}

export const loadingMore = (s: NoticeListState): NoticeListState => ({ ...s, loadingMore: true });
export const loadMoreFailed = (s: NoticeListState): NoticeListState => ({ ...s, loadingMore: false });

/** A notice was read: it leaves the list; the count is the server's when known, else one less. */
export function markedRead(s: NoticeListState, batchCode: string, unread?: number): NoticeListState {
  const items = s.items.filter((n) => n.batch_code !== batchCode);
  const total = unread ?? (items.length < s.items.length ? Math.max(0, s.total - 1) : s.total);
  return { ...s, items, total };
}

export const allRead = (s: NoticeListState): NoticeListState => ({ ...s, items: [], total: 0, exhausted: false });

/**
 * The stream's event: the new count, and the new notice on top (once); or notices read in another tab or on another
 * process (issue 34): they leave the list (all of them with `read_all`), and the count is the server's.
 */
export function pushed(s: NoticeListState, e: NoticeStreamEvent): NoticeListState {
  if (e.read_all) return { ...allRead(s), total: e.unread };
  if (e.read) {
    const read = new Set(e.read);
    return { ...s, items: s.items.filter((n) => !read.has(n.batch_code)), total: e.unread };
  }
  const items = e.notice && !s.items.some((n) => n.batch_code === e.notice!.batch_code) ? [e.notice, ...s.items] : s.items;
  return { ...s, items, total: e.unread };
}
