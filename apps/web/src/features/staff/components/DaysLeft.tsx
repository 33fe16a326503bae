import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Working days left of the service-level clock, or how far overdue (red), or nothing when it is paused. */
export function DaysLeft({ days, waitingOn }: { days: number | null; waitingOn?: 'customer' | 'provider' | null }) {
  const { t } = useTranslation();
  if (days === null) return <span className="staff-muted">{waitingOn === 'customer' ? t('staff.waitingOn.customer') : '—'}</span>;
  if (days < 0)
    return (
      <Tag color="red" data-testid="overdue-tag">
        {t('staff.overdueBy', { count: Math.abs(days) })}
      </Tag>
    );
  return <Tag color={days < 1 ? 'orange' : 'default'}>{t('staff.daysLeftValue', { count: days })}</Tag>;
}
