import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NoticeSummary } from '@tic/shared';
import { WithAntd } from '../../../app/antd';
import { NotificationBell } from '../../../components/NotificationBell';
import { detailsPath, MESSAGE_LIST_PATH } from '../lib/format';
import { noticeCenter, useNoticeCenter } from '../lib/useNoticeCenter';

// The drawer (antd's Drawer and List) loads with antd when the bell is first opened, not with every signed-in page (issue 16).
const NoticeDrawer = lazy(() => import('./NoticeDrawer').then((m) => ({ default: m.NoticeDrawer })));

/** The bell and its drawer in the header of every signed-in page. */
export function HeaderNotices() {
  const state = useNoticeCenter();
  const navigate = useNavigate();
  // Mounted from the first opening on (then it keeps antd's closing animation).
  const [opened, setOpened] = useState(false);
  if (state.open && !opened) setOpened(true);

  const read = async (n: NoticeSummary) => {
    noticeCenter.setOpen(false);
    // Marked read before the details open, so that they show it read and do not mark it again.
    await noticeCenter.read(n.batch_code).catch(() => undefined);
    navigate(detailsPath(n.batch_code));
  };

  return (
    <>
      <NotificationBell count={state.total} onClick={() => noticeCenter.setOpen(true)} />
      {opened && (
        <WithAntd>
          <Suspense fallback={null}>
            <NoticeDrawer
              state={state}
              onClose={() => noticeCenter.setOpen(false)}
              onLoadMore={() => void noticeCenter.loadMore()}
              onRead={(n) => void read(n)}
              onOpenTarget={async (n) => {
                noticeCenter.setOpen(false);
                await noticeCenter.read(n.batch_code).catch(() => undefined);
              }}
              onMarkAll={() => void noticeCenter.markAllRead().catch(() => undefined)}
              onMessageCenter={() => {
                noticeCenter.setOpen(false);
                navigate(MESSAGE_LIST_PATH);
              }}
            />
          </Suspense>
        </WithAntd>
      )}
    </>
  );
}
