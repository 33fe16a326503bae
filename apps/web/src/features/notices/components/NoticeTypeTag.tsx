import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeType } from '@tic/shared';

const COLORS: Record<NoticeType, string> = { application: 'blue', quotation: 'gold', attachment: 'orange', certificate: 'green', account: 'purple' };

export function NoticeTypeTag({ type }: { type: NoticeType }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[type]} className="notice-type-tag" bordered={false}>
      {t(`notice.types.${type}`)}
    </Tag>
  );
}
