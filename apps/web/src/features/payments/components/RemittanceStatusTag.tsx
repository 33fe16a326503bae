import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemittanceStatus } from '@tic/shared';

const COLOR: Record<RemittanceStatus, string> = {
  submitted: 'processing',
  in_review: 'processing',
  confirmed: 'success',
  partly_confirmed: 'warning',
  rejected: 'error',
  reversed: 'default',
};
export function RemittanceStatusTag({ status }: { status: RemittanceStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="remittance-status">
      {t(`money.remittanceStatus.${status}`)}
    </Tag>
  );
}
