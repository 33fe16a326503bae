import { Tag } from 'antd';
import { localDate } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import type { WaitingReason } from '@tic/shared';

/**
 * Working days left of the service-level clock, or how far overdue (red), or, while the work waits on the
 * customer, that the clock is paused, why and since when (issue 29).
 */
export function DaysLeft({
  days,
  waitingOn,
  reason,
  since,
}: {
  days: number | null;
  waitingOn?: 'customer' | 'provider' | null;
  reason?: WaitingReason | null;
  since?: string | null;
}) {
  const { t } = useTranslation();
  if (days === null && waitingOn === 'customer')
    return (
      <span className="staff-muted cell-wrap" data-testid="clock-paused">
        {t('staff.clockPaused', { reason: reason ? t(`staff.waitingReason.${reason}`) : t('staff.waitingOn.customer') })}
        {since && (
          <>
            {' · '}
            {t('staff.since')}{' '}
            <time dateTime={since} className="no-break">
              {localDate(since)}
            </time>
          </>
        )}
      </span>
    );
  if (days === null) return <span className="staff-muted">—</span>;
  if (days < 0)
    return (
      <Tag color="red" data-testid="overdue-tag">
        {t('staff.overdueBy', { count: Math.abs(days) })}
      </Tag>
    );
  return <Tag color={days < 1 ? 'orange' : 'default'}>{t('staff.daysLeftValue', { count: days })}</Tag>;
}
