import type { UIEvent } from 'react';
import { Button, Divider, Drawer, Empty, List, Spin, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NoticeSummary } from '@tic/shared';
import { TextWithCodes } from '../../../components/TextWithCodes';
import { showEndText, type NoticeListState } from '../lib/noticeList';
import { NoticeDate } from './NoticeDate';
import { NoticeTargetLink } from './NoticeTargetLink';
import { NoticeTypeTag } from './NoticeTypeTag';

/** Distance from the bottom (px) at which the next page is fetched, so it arrives before the end is seen. */
const LOAD_AHEAD_PX = 120;

interface Props {
  state: NoticeListState & { open: boolean };
  onClose: () => void;
  onLoadMore: () => void;
  onRead: (notice: NoticeSummary) => void;
  /** Leaving for what a notice is about: mark it read and close the drawer. */
  onOpenTarget: (notice: NoticeSummary) => Promise<void>;
  onMarkAll: () => void;
  onMessageCenter: () => void;
}

/**
 * The header drawer of spec section 2: from the right at 40% width, the unread messages (appended a
 * page at a time as the list is scrolled), a mark-all-read button that is disabled on an empty list,
 * and a footer button to the message center.
 */
export function NoticeDrawer({ state, onClose, onLoadMore, onRead, onOpenTarget, onMarkAll, onMessageCenter }: Props) {
  const { t } = useTranslation();
  const empty = state.items.length === 0;

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_AHEAD_PX) onLoadMore();
  };

  return (
    <Drawer
      open={state.open}
      onClose={onClose}
      // The spec places it on the right; it stays there in Arabic too (see README, decisions).
      placement="right"
      size="40%"
      rootClassName="notice-drawer"
      title={t('notice.drawerTitle')}
      extra={
        <Button icon={<CheckOutlined />} disabled={empty} onClick={onMarkAll} data-testid="notice-mark-all">
          {t('notice.markAllRead')}
        </Button>
      }
      footer={
        <Button type="primary" block onClick={onMessageCenter} data-testid="notice-to-center">
          {t('notice.messageCenter')}
        </Button>
      }
      styles={{ body: { padding: 0 } }}
      data-testid="notice-drawer"
    >
      <div className="notice-drawer-scroll" onScroll={onScroll} data-testid="notice-drawer-list" data-count={state.items.length}>
        {empty ? (
          <Empty className="notice-drawer-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.bellEmpty')} data-testid="notice-empty" />
        ) : (
          <List
            dataSource={state.items}
            rowKey="batch_code"
            renderItem={(n) => (
              <List.Item
                className="notice-item"
                data-testid="notice-item"
                data-code={n.batch_code}
                // The whole row opens the notice for a mouse; the title is the button for the keyboard and screen
                // readers (not the row: the link to the notice's object inside it would be a control in a control).
                onClick={() => onRead(n)}
              >
                <div className="notice-item-body">
                  <button type="button" className="notice-item-head" onClick={(e) => (e.stopPropagation(), onRead(n))}>
                    <span className="notice-item-dot" aria-hidden />
                    {/* Isolated, so a title in another language reads right inside Arabic; its RFC number stays whole. */}
                    <Typography.Text strong className="notice-item-title">
                      <TextWithCodes text={n.title} />
                    </Typography.Text>
                  </button>
                  <div className="notice-item-meta">
                    <NoticeTypeTag type={n.type} />
                    {n.application_no && (
                      <bdi dir="ltr" className="notice-item-app latin-code">
                        {n.application_no}
                      </bdi>
                    )}
                    {/* The wrapper takes the list's direction, so that the date sits at the end in Arabic as well. */}
                    <span className="notice-item-date">
                      <NoticeDate iso={n.created_at} />
                    </span>
                    <NoticeTargetLink notice={n} onOpen={() => onOpenTarget(n)} />
                  </div>
                </div>
              </List.Item>
            )}
          />
        )}
        {state.loadingMore && (
          <div className="notice-drawer-more">
            <Spin size="small" />
          </div>
        )}
        {showEndText(state) && (
          <Divider plain className="notice-drawer-end" data-testid="notice-end">
            {t('notice.end')}
          </Divider>
        )}
      </div>
    </Drawer>
  );
}
