import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from './SvgIcon';

/** Above this the badge reads "99+" (antd's Badge did the same). */
const MAX_SHOWN = 99;

/** The header's bell with the unread count (plain elements, issue 16); what it opens belongs to the notices feature. */
export function NotificationBell({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="header-action header-action-dark header-bell"
      aria-label={t('notice.bellLabel', { count })}
      data-testid="bell"
      data-count={count}
      onClick={onClick}
    >
      <SvgIcon icon={BellOutlined} className="header-bell-icon" />
      {count > 0 && (
        <span className="header-bell-badge" aria-hidden="true">
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </button>
  );
}
