import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { MySession as SessionRow } from '@tic/shared';
import { useRevokeSession, useSessions } from '../api/sessions';
import { formatDateTime } from '../lib/format';

/** "My sessions": where the account is signed in, each revocable (the current one is marked). */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const columns: ColumnsType<SessionRow> = [
    { title: t('accountsWeb.sessionStarted'), dataIndex: 'created_at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    { title: t('accountsWeb.sessionLastSeen'), dataIndex: 'last_seen_at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    { title: 'IP', dataIndex: 'ip', render: (v: string | null) => <bdi dir="ltr">{v ?? ''}</bdi> },
    { title: t('accountsWeb.sessionDevice'), dataIndex: 'user_agent', ellipsis: true, render: (v: string | null) => <span dir="ltr">{v ?? ''}</span> },
    {
      key: 'action',
      width: 140,
      render: (_, r) =>
        r.current ? (
          <Tag color="green">{t('accountsWeb.sessionCurrent')}</Tag>
        ) : (
          <Popconfirm
            title={t('accountsWeb.sessionRevokeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => revoke.mutateAsync(r.id)}
          >
            <Button size="small" danger data-testid={`session-revoke-${r.id}`}>
              {t('accountsWeb.sessionRevoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Card title={t('accountsWeb.sessions')} className="profile-card" data-testid="sessions">
      <Table<SessionRow> rowKey="id" size="small" columns={columns} dataSource={sessions.data ?? []} loading={sessions.isLoading} pagination={false} />
    </Card>
  );
}
