import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth';
import { useCurrentOrganisation } from '../../organisations';
import { useProfile } from '../api/profile';
import { profileGateOf } from '../lib/profileGate';

/**
 * "Users must complete their profile before applying" (spec section 4): a customer whose profile lacks
 * something sees what is missing and the way to the profile instead of a new application form. The
 * server refuses the same case (the application engine's profile check); this spares the typing. A member
 * of an organisation is told which fields are their own to fill in and which the company's owners or
 * administrators must complete (packages/shared profileGate.ts).
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
  const organisation = useCurrentOrganisation();
  if (profile.isPending || organisation.isPending) return <Spin className="page-spinner" />;
  if (!profile.data || profile.data.missing.length === 0) return <>{children}</>;
  const gate = profileGateOf(profile.data, organisation.data?.actions, t);
  return (
    <Result
      status="warning"
      data-testid="profile-gate"
      title={t('accountsWeb.profileControlTitle')}
      subTitle={
        <div className="profile-gate-lines">
          {gate.messages.map((m) => (
            <p key={m} data-testid="profile-gate-line">
              {m}
            </p>
          ))}
        </div>
      }
      extra={
        gate.ownPart ? (
          <Button type="primary" onClick={() => navigate('/myProfile')} data-testid="profile-gate-go">
            {t('accountsWeb.profileControlGo')}
          </Button>
        ) : null
      }
    />
  );
}
