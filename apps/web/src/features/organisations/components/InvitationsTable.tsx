import { App, Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { formatDateTime } from '../../accounts';
import { useResendInvitation, useRevokeInvitation } from '../api/members';
import type { Invitation } from '../api/types';
import { contactOf } from '../lib/memberActions';

/** The pending invitations (answered only to those who may manage members), each with resend and revoke. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const columns: ColumnsType<Invitation> = [
    { title: t('organisation.web.colContact'), key: 'contact', render: (_, i) => <bdi dir="ltr">{contactOf(i)}</bdi> },
    { title: t('organisation.web.colRole'), dataIndex: 'role', render: (r: string) => t(`organisation.role.${r}`) },
    { title: t('organisation.web.colInvitedBy'), dataIndex: 'invited_by', render: (v: string | null) => <bdi>{v ?? ''}</bdi> },
    { title: t('organisation.web.colExpires'), dataIndex: 'expires_at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    {
      title: t('organisation.web.colActions'),
      key: 'actions',
      render: (_, i) => (
        <Space wrap size="small">
          <Button
            size="small"
            loading={resend.isPending && resend.variables === i.id}
            onClick={() => resend.mutate(i.id, { onSuccess: () => void message.success(t('organisation.web.resent')) })}
            data-testid={`invitation-resend-${i.id}`}
          >
            {t('organisation.web.resend')}
          </Button>
          <Popconfirm
            title={t('organisation.web.revokeConfirm', { contact: contactOf(i) })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': `invitation-revoke-confirm-${i.id}` }}
            onConfirm={() => revoke.mutate(i.id, { onSuccess: () => void message.success(t('organisation.web.revoked')) })}
          >
            <Button size="small" danger data-testid={`invitation-revoke-${i.id}`}>
              {t('organisation.web.revoke')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ResponsiveTable<Invitation>
      rowKey="id"
      columns={columns}
      dataSource={invitations}
      pagination={false}
      size="middle"
      locale={{ emptyText: t('organisation.web.noInvitations') }}
      data-testid="invitations-table"
    />
  );
}
