import { Alert } from 'antd';
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
  // Both dates as the reader's language writes them (`{{sinceDate}}`, `{{dateDate}}`: the shared formatDate).
  const since = waiting.since;
  const expected = waiting.expected_at ? ` · ${t('waiting.expected', { date: waiting.expected_at })}` : '';
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
