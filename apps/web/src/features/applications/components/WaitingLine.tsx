import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@tic/shared';
import { BY_REASON as WHAT } from './detail/waitingOn';

/**
 * "Waiting on you / on us since …, expected by …" (issue 14): whom the application waits on, from GET /rfc/detail.
 * Waiting on the customer says what for and that the service clock is paused until then (issue 29).
 */
export function WaitingLine({ waiting }: { waiting: ApplicationDetail['waiting'] }) {
  const { t } = useTranslation();
  if (!waiting) return null;
  const since = dayjs(waiting.since).format('YYYY-MM-DD HH:mm');
  const expected = waiting.expected_at ? ` · ${t('waiting.expected', { date: dayjs(waiting.expected_at).format('YYYY-MM-DD') })}` : '';
  const reason = waiting.on === 'customer' && waiting.reason ? ` · ${t(`appDetail.waitingWhat.${WHAT[waiting.reason]}`)} ${t('waiting.paused')}` : '';
  return (
    <Alert
      type={waiting.on === 'customer' ? 'warning' : 'info'}
      showIcon
      className="cert-filter-note"
      message={`${t(`waiting.${waiting.on}`, { since })}${reason}${expected}`}
      data-testid="waiting-line"
    />
  );
}
