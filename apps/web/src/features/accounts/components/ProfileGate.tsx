import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth';
import { useProfile } from '../api/profile';

/**
 * "Users must complete their profile before applying" (spec section 4): a customer whose profile lacks
 * something sees what is missing and the way to the profile instead of a new application form. The
 * server refuses the same case (the application engine's profile check); this spares the typing.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.kind !== 'customer') return <>{children}</>;
  return <CustomerProfileGate id={me.id}>{children}</CustomerProfileGate>;
}

function CustomerProfileGate({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile(id);
  if (profile.isPending) return <Spin className="page-spinner" />;
  const missing = profile.data?.missing ?? [];
  if (missing.length === 0) return <>{children}</>;
  return (
    <Result
      status="warning"
      data-testid="profile-gate"
      title={t('accountsWeb.profileControlTitle')}
      subTitle={t('accounts.profileIncomplete', { fields: missing.map((k) => t(`field.${k.split('.')[0]}`)).join(', ') })}
      extra={
        <Button type="primary" onClick={() => navigate('/myProfile')} data-testid="profile-gate-go">
          {t('accountsWeb.profileControlGo')}
        </Button>
      }
    />
  );
}
