import { useState } from 'react';
import { Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useMembers } from '../api/members';
import { useCurrentOrganisation } from '../api/organisations';
import { AuditLog } from '../components/AuditLog';
import { InvitationsTable } from '../components/InvitationsTable';
import { InviteForm } from '../components/InviteForm';
import { MembersTable } from '../components/MembersTable';
import { mayManageMembers, mayReadAudit } from '../lib/memberActions';

/**
 * /myProfile/members (issue 30): the organisation's members and, for those whose `actions` allow it, the pending
 * invitations, the invite form and the audit log. Nothing is offered that the server's actions do not allow.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const current = useCurrentOrganisation();
  const members = useMembers();
  const [tab, setTab] = useState('members');
  const org = current.data;
  if (!org) return <div className="page">{current.isLoading ? <Spin /> : null}</div>;
  const actions = org.actions;

  const membersTab = (
    <div className="members-tab">
      <MembersTable members={members.data?.members ?? []} actions={actions} loading={members.isLoading} />
      {mayManageMembers(actions) && (
        <>
          <Typography.Title level={2} className="members-subtitle">
            {t('organisation.web.invitations')}
          </Typography.Title>
          <InvitationsTable invitations={members.data?.invitations ?? []} />
          <InviteForm actions={actions} />
        </>
      )}
    </div>
  );
  const items = [
    { key: 'members', label: <span data-testid="tab-members">{t('organisation.web.members')}</span>, children: membersTab },
    ...(mayReadAudit(actions) ? [{ key: 'audit', label: <span data-testid="tab-audit">{t('organisation.web.audit')}</span>, children: <AuditLog /> }] : []),
  ];
  return (
    <div className="page members-page" data-testid="members-page">
      <PageHeader
        title={t('route.members')}
        subtitle={
          <span data-testid="members-organisation">{t('organisation.web.nameWithRole', { name: org.name, role: t(`organisation.role.${org.role}`) })}</span>
        }
      />
      <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden />
    </div>
  );
}
