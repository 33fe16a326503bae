import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@tic/shared';

/** "Waiting on you / on us since …, expected by …" (issue 14): whom the application waits on, from GET /rfc/detail. */
export function WaitingLine({ waiting }: { waiting: ApplicationDetail['waiting'] }) {
  const { t } = useTranslation();
  if (!waiting) return null;
  const since = dayjs(waiting.since).format('YYYY-MM-DD HH:mm');
  const expected = waiting.expected_at ? ` · ${t('waiting.expected', { date: dayjs(waiting.expected_at).format('YYYY-MM-DD') })}` : '';
  return (
    <Alert
      type={waiting.on === 'customer' ? 'warning' : 'info'}
      showIcon
      className="cert-filter-note"
      message={`${t(`waiting.${waiting.on}`, { since })}${expected}`}
      data-testid="waiting-line"
    />
  );
}
