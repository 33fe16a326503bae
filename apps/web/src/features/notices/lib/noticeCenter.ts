/**
 * The header's notices as one small store: the unread list and count, whether the drawer is open,
 * the polling schedule, the live stream and the calls. Every outside dependency is injected, so the
 * whole behaviour is unit-tested with fake timers and fake calls; the app builds one instance.
 */
import { NOTIFY_PAGE_SIZE, type NoticeDealResult, type NoticeStreamEvent, type NoticeSummary } from '@tic/shared';
import { createPollSchedule, type PollSchedule, type Timers } from './pollSchedule';
import { allRead, hasMore, initialNoticeList, loadingMore, loadMoreFailed, markedRead, nextPage, pageLoaded, pushed, type NoticeListState } from './noticeList';

export interface NoticeCenterState extends NoticeListState {
  open: boolean;
}

export interface NoticeCenterDeps {
  /** One page of unread notices (GET /corner/notify?is_deal=0). */
  fetchUnread(page: number, perPage: number): Promise<{ data: NoticeSummary[]; total: number }>;
  /** POST /corner/notify/deal; an empty list marks all read. */
  deal(ids: string[]): Promise<NoticeDealResult>;
  timers: Timers;
  /** Opens the live stream; answers a function that closes it. */
  openStream?(onEvent: (e: NoticeStreamEvent) => void): () => void;
  pageSize?: number;
}

export interface NoticeCenter {
  getState(): NoticeCenterState;
  subscribe(listener: () => void): () => void;
  /** A header mounted (start on the first); release when it unmounts (stop after the last, once the remount of a layout switch had its chance). */
  acquire(): void;
  release(): void;
  setOpen(open: boolean): void;
  loadMore(): Promise<void>;
  /** The user opened a notice from the drawer: it is read and leaves the list. */
  read(batchCode: string): Promise<void>;
  /** Another screen (message details) marked a notice read; `unread` is the server's new count. */
  readElsewhere(batchCode: string, unread: number): void;
  markAllRead(): Promise<void>;
  readonly schedule: PollSchedule;
}

const initial: NoticeCenterState = { ...initialNoticeList, open: false };

export function createNoticeCenter(deps: NoticeCenterDeps): NoticeCenter {
  const pageSize = deps.pageSize ?? NOTIFY_PAGE_SIZE;
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: NoticeCenterState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const update = (fn: (s: NoticeListState) => NoticeListState) => set({ ...fn(state), open: state.open });

  let users = 0;
  let stopTimer: unknown = null;
  let closeStream: (() => void) | null = null;
  // Answers of calls made before a stop (a sign-out) must not fill the next user's state.
  let session = 0;

  const schedule = createPollSchedule({
    timers: deps.timers,
    load: async () => {
      const at = session;
      const page = await deps.fetchUnread(1, pageSize);
      if (at === session) update((s) => pageLoaded(s, 1, page.data, page.total));
    },
  });

  const start = () => {
    session += 1;
    schedule.start();
    closeStream = deps.openStream?.((e) => update((s) => pushed(s, e))) ?? null;
  };
  const stop = () => {
    session += 1;
    schedule.stop();
    closeStream?.();
    closeStream = null;
    set(initial);
  };

  return {
    schedule,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acquire() {
      users += 1;
      if (stopTimer !== null) {
        deps.timers.clearTimeout(stopTimer);
        stopTimer = null;
        return;
      }
      if (users === 1) start();
    },
    release() {
      users = Math.max(0, users - 1);
      if (users > 0 || stopTimer !== null) return;
      stopTimer = deps.timers.setTimeout(() => {
        stopTimer = null;
        if (users === 0) stop();
      }, 0);
    },
    setOpen(open) {
      set({ ...state, open });
      schedule.setPaused(open);
    },
    async loadMore() {
      if (state.loadingMore || !hasMore(state)) return;
      const at = session;
      const page = nextPage(state, pageSize);
      update(loadingMore);
      try {
        const result = await deps.fetchUnread(page, pageSize);
        if (at === session) update((s) => pageLoaded(s, page, result.data, result.total));
      } catch {
        if (at === session) update(loadMoreFailed);
      }
    },
    async read(batchCode) {
      update((s) => markedRead(s, batchCode));
      const at = session;
      const result = await deps.deal([batchCode]);
      if (at === session) update((s) => markedRead(s, batchCode, result.unread));
    },
    readElsewhere(batchCode, unread) {
      update((s) => markedRead(s, batchCode, unread));
    },
    async markAllRead() {
      await deps.deal([]);
      update(allRead);
    },
  };
}
