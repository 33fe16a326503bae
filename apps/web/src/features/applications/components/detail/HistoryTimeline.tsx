import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@tic/shared';
import { DetailDate } from './DetailDate';
import { useDictLabel } from './useDictLabel';
import { useMe } from '../../../auth';

const COLOR: Record<string, string> = {
  return: 'orange',
  return_attachment: 'orange',
  cancel: 'gray',
  issue: 'green',
  request_draft_changes: 'orange',
  // The client's decision on an inspection report.
  release_goods: 'green',
  reject_goods: 'red',
  request_reinspection: 'orange',
};

/** The application's history, newest first: what happened, when, by whom, with the reason when one was given. */
export function HistoryTimeline({ history }: { history: ApplicationDetail['history'] }) {
  const { t, i18n } = useTranslation();
  const status = useDictLabel('client_apply_status');
  const me = useMe();
  // A customer's line names the person who acted when it was someone else of the organisation or a guest (issue 30).
  const actor = (h: ApplicationDetail['history'][number]) =>
    h.actor === 'customer' && h.actor_name && h.actor_id !== me.id
      ? h.actor_name
      : i18n.exists(`appDetail.by.${h.actor}`)
        ? t(`appDetail.by.${h.actor}`)
        : h.actor;
  const items = [...history].reverse().map((h, i) => ({
    key: i,
    color: COLOR[h.action] ?? 'blue',
    content: (
      <div className="history-entry" data-testid="history-entry">
        <div className="history-head">
          <strong>{t(`appDetail.action.${h.action}`)}</strong>
          {h.from_status !== h.to_status && <span className="history-status"> · {status(h.to_status)}</span>}
        </div>
        <div className="history-meta">
          <DetailDate at={h.at} /> · <bdi>{actor(h)}</bdi>
        </div>
        {h.reason && (
          <p className="history-reason" dir="auto">
            {h.reason}
          </p>
        )}
      </div>
    ),
  }));
  return (
    <section className="page-card detail-block" aria-labelledby="detail-timeline">
      <h2 id="detail-timeline" className="detail-block-title">
        {t('appDetail.timeline')}
      </h2>
      <Timeline items={items} data-testid="history-timeline" />
    </section>
  );
}
