import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The header's bell with the unread count; what it opens belongs to the notices feature. */
export function NotificationBell({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      className="header-action header-action-dark"
      aria-label={t('notice.bellLabel', { count })}
      data-testid="bell"
      data-count={count}
      onClick={onClick}
    >
      <Badge count={count} size="small" offset={[2, -2]}>
        <BellOutlined className="header-bell-icon" />
      </Badge>
    </Button>
  );
}
