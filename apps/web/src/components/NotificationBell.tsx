import { Badge, Button, Empty, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The header's notification bell. The unread count and the message drawer come with the notices
 * feature; until then it shows its honest empty state.
 */
export function NotificationBell({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('common.notifications')}
      content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.bellEmpty')} />}
    >
      <Button type="text" className="header-action header-action-dark" aria-label={t('common.notifications')} data-testid="bell">
        <Badge count={count} size="small" offset={[2, -2]}>
          <BellOutlined className="header-bell-icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
