import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@tic/shared';

const COLORS: Record<Certificate['status'], string> = {
  valid: 'green',
  expired: 'default',
  revoked: 'red',
  suspended: 'orange',
  withdrawn: 'red',
  superseded: 'purple',
};

/** A certificate's status (valid, expired by its date, suspended, withdrawn, superseded; revoked in older rows). */
export function CertStatusTag({ value }: { value: Certificate['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[value]}>{t(`applications.certStatus.${value}`)}</Tag>;
}
