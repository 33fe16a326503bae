import { App, Button, Form, Input, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, GUEST_NOTE_MAX, guestAccessEnded, guestInvitationBody, type ApplicationStatus, type GuestView } from '@tic/shared';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { formSchemaRule } from '../../../lib/formRules';
import { formatDateTime } from '../../accounts';
import { useCurrentOrganisation } from '../api/organisations';
import { useGuests, useInviteGuest, useRevokeGuest } from '../api/guests';

const STATUS_COLOURS: Record<GuestView['status'], string> = { invited: 'blue', active: 'green', revoked: 'default', expired: 'orange', ended: 'default' };

/**
 * The guests of one application (issue 30), on its detail page: who was invited, what they uploaded and which date
 * they confirmed; members who may apply invite and revoke (the server's `actions` decide what shows).
 */
export function GuestsCard({ applicationId, status }: { applicationId: number; status: ApplicationStatus }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const guests = useGuests(applicationId);
  const current = useCurrentOrganisation();
  const invite = useInviteGuest(applicationId);
  const revoke = useRevokeGuest(applicationId);
  const [form] = Form.useForm<{ email: string; note: string }>();
  const mayApply = current.data?.actions.includes('apply') ?? false;
  const open = !guestAccessEnded(status);
  const rows = guests.data ?? [];

  const columns: ColumnsType<GuestView> = [
    {
      title: t('guest.web.colGuest'),
      key: 'guest',
      render: (_, g) => (
        <>
          <bdi dir="ltr">{g.email}</bdi>
          {g.guest_name && (
            <div className="guest-name">
              <bdi>{g.guest_name}</bdi>
            </div>
          )}
        </>
      ),
    },
    { title: t('guest.web.colStatus'), dataIndex: 'status', render: (s: GuestView['status']) => <Tag color={STATUS_COLOURS[s]}>{t(`guest.status.${s}`)}</Tag> },
    {
      title: t('guest.web.colConfirmed'),
      dataIndex: 'confirmed_date',
      render: (d: string | null) => (d ? <bdi dir="ltr">{d}</bdi> : ''),
    },
    {
      title: t('guest.web.colFiles'),
      key: 'files',
      render: (_, g) =>
        g.files.length === 0 ? (
          ''
        ) : (
          <ul className="guest-files">
            {g.files.map((f) => (
              <li key={f.id}>
                <a href={`${API_FRONTEND}${f.path}`} aria-label={t('appDetail.download', { name: f.name })}>
                  <bdi dir="auto">{f.name}</bdi>
                </a>{' '}
                <span className="guest-file-at">{formatDateTime(f.uploaded_at)}</span>
              </li>
            ))}
          </ul>
        ),
    },
    ...(mayApply && open
      ? [
          {
            title: t('organisation.web.colActions'),
            key: 'actions',
            render: (_: unknown, g: GuestView) =>
              g.status === 'revoked' ? null : (
                <Popconfirm
                  title={t('guest.web.revokeConfirm', { email: g.email })}
                  okText={t('common.confirm')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': `guest-revoke-confirm-${g.id}` }}
                  onConfirm={() => revoke.mutate(g.id, { onSuccess: () => void message.success(t('guest.web.revoked')) })}
                >
                  <Button size="small" danger data-testid={`guest-revoke-${g.id}`}>
                    {t('guest.web.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  const onFinish = (v: { email: string; note: string }) =>
    invite.mutate(
      { email: v.email.trim(), note: (v.note ?? '').trim() },
      {
        onSuccess: () => {
          void message.success(t('guest.web.invited', { email: v.email.trim() }));
          form.resetFields();
        },
      },
    );

  return (
    <section className="page-card detail-block" aria-labelledby="detail-guests" data-testid="detail-guests">
      <h2 id="detail-guests" className="detail-block-title">
        {t('guest.web.title')}
      </h2>
      <p className="guest-intro">{t('guest.web.intro')}</p>
      {mayApply && open && (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} className="guest-invite-form" data-testid="guest-invite-form">
          <Space wrap align="start" className="guest-invite-fields">
            <Form.Item name="email" label={t('guest.web.email')} rules={[formSchemaRule(guestInvitationBody, 'email')]} validateTrigger="onBlur">
              <Input autoComplete="off" dir="ltr" inputMode="email" data-testid="guest-email" />
            </Form.Item>
            <Form.Item name="note" label={t('guest.web.note')} rules={[formSchemaRule(guestInvitationBody, 'note')]}>
              <Input maxLength={GUEST_NOTE_MAX} placeholder={t('guest.web.notePlaceholder')} data-testid="guest-note" />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={invite.isPending} data-testid="guest-invite">
            {t('guest.web.invite')}
          </Button>
        </Form>
      )}
      <ResponsiveTable<GuestView>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={guests.isLoading}
        pagination={false}
        size="middle"
        locale={{ emptyText: t('guest.web.none') }}
        data-testid="guests-table"
      />
    </section>
  );
}
