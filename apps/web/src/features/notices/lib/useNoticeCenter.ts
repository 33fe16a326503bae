import { useEffect, useSyncExternalStore } from 'react';
import { NOTICE_UNREAD } from '@tic/shared';
import { dealNotices } from '../api/dealNotices';
import { fetchNotices } from '../api/listNotices';
import { createNoticeCenter, type NoticeCenterState } from './noticeCenter';
import { openNoticeStream } from './stream';

/** The app's one notice center: the header (in every signed-in layout) and the details page share it. */
export const noticeCenter = createNoticeCenter({
  fetchUnread: (page, perPage) => fetchNotices({ is_deal: NOTICE_UNREAD, current_page: page, per_page: perPage }),
  deal: dealNotices,
  timers: { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (h) => window.clearTimeout(h as number) },
  openStream: (onEvent) => openNoticeStream(onEvent),
});

/** Subscribes a header to the notice center; it runs while at least one header is mounted. */
export function useNoticeCenter(): NoticeCenterState {
  useEffect(() => {
    noticeCenter.acquire();
    return () => noticeCenter.release();
  }, []);
  return useSyncExternalStore(noticeCenter.subscribe, noticeCenter.getState);
}
