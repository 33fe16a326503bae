import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Popconfirm, Space, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, WEBHOOK_SIGNATURE_HEADER, webhookCreateBody, type Webhook, type WebhookDelivery, type WebhookEventType } from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';
import { formatDateTime } from '../../accounts';
import { useWebhookActions, useWebhookDeliveries, useWebhooks } from '../api/webhooks';

/** "Webhooks" on the profile page: endpoints (URL, events), the signing secret shown once, test event, delivery log. */
export function WebhooksCard() {
  const { t } = useTranslation();
  const hooks = useWebhooks();
  const act = useWebhookActions();
  const [form] = Form.useForm<{ url: string; description?: string; events: WebhookEventType[] }>();
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const deliveries = useWebhookDeliveries(open);
  const eventName = (e: string) => t(`webhooks.eventName.${e}`);
  const columns: ColumnsType<Webhook> = [
    { title: t('webhooks.url'), dataIndex: 'url', render: (v: string) => <code dir="ltr">{v}</code> },
    { title: t('webhooks.events'), dataIndex: 'events', render: (v: string[]) => v.map((e) => <Tag key={e}>{eventName(e)}</Tag>) },
    {
      title: t('webhooks.status'),
      key: 'active',
      render: (_, r) =>
        r.active ? (
          <Tag color="green">{t('webhooks.active')}</Tag>
        ) : (
          <Tag>{r.disabled_reason === 'failures' ? t('webhooks.disabledFailures') : t('webhooks.off')}</Tag>
        ),
    },
    {
      key: 'actions',
      render: (_, r) => (
        <Space wrap>
          <Button size="small" onClick={() => setOpen(open === r.id ? null : r.id)} data-testid={`webhook-log-${r.id}`}>
            {t('webhooks.deliveries')}
          </Button>
          <Button size="small" onClick={async () => (await act.ping.mutateAsync(r.id), message.success(t('webhooks.pinged')))} disabled={!r.active}>
            {t('webhooks.ping')}
          </Button>
          <Button size="small" onClick={() => act.setActive.mutate({ id: r.id, active: !r.active })}>
            {r.active ? t('webhooks.disable') : t('webhooks.enable')}
          </Button>
          <Popconfirm
            title={t('webhooks.rotateConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={async () => setSecret((await act.rotate.mutateAsync(r.id)).secret)}
          >
            <Button size="small">{t('webhooks.rotate')}</Button>
          </Popconfirm>
          <Popconfirm
            title={t('webhooks.deleteConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => act.remove.mutateAsync(r.id)}
          >
            <Button size="small" danger>
              {t('webhooks.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const logColumns: ColumnsType<WebhookDelivery> = [
    { title: t('webhooks.at'), dataIndex: 'created_at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    { title: t('webhooks.event'), dataIndex: 'event_type', render: (v: string) => eventName(v) },
    { title: t('webhooks.status'), dataIndex: 'status', render: (v: string) => t(`webhooks.statusName.${v}`) },
    { title: t('webhooks.attempts'), dataIndex: 'attempts' },
    {
      title: t('webhooks.answer'),
      key: 'answer',
      render: (_, d) => <bdi dir="ltr">{d.log.map((a) => (a.status_code !== null ? `${a.status_code}` : (a.error ?? ''))).join(' → ')}</bdi>,
    },
  ];
  return (
    <Card title={t('webhooks.title')} className="profile-card" data-testid="webhooks">
      <p className="access-tokens-intro">{t('webhooks.intro', { header: WEBHOOK_SIGNATURE_HEADER })}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ events: [...WEBHOOK_EVENTS] }}
        onFinish={async (v) => {
          const created = await act.create.mutateAsync(v);
          setSecret(created.secret);
          form.resetFields();
        }}
      >
        <Form.Item name="url" label={t('webhooks.url')} rules={[formSchemaRule(webhookCreateBody, 'url')]}>
          <Input dir="ltr" placeholder="https://erp.example.com/tic-webhook" data-testid="webhook-url" />
        </Form.Item>
        <Form.Item name="description" label={t('webhooks.description')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="events" label={t('webhooks.events')} rules={[formSchemaRule(webhookCreateBody, 'events')]}>
          <Checkbox.Group options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: eventName(e) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={act.create.isPending} data-testid="webhook-add">
          {t('webhooks.add')}
        </Button>
      </Form>
      {secret && (
        <Alert
          className="access-token-shown"
          type="success"
          showIcon
          closable
          onClose={() => setSecret(null)}
          message={t('webhooks.secretOnce')}
          description={
            <Typography.Text code copyable dir="ltr" data-testid="webhook-secret">
              {secret}
            </Typography.Text>
          }
        />
      )}
      <Table<Webhook>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={hooks.data ?? []}
        loading={hooks.isLoading}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('webhooks.none') }}
      />
      {open !== null && (
        <Table<WebhookDelivery>
          rowKey="id"
          size="small"
          title={() => t('webhooks.deliveries')}
          columns={logColumns}
          dataSource={deliveries.data?.data ?? []}
          loading={deliveries.isLoading}
          pagination={false}
          scroll={{ x: 640 }}
          locale={{ emptyText: t('webhooks.noDeliveries') }}
          data-testid="webhook-deliveries"
        />
      )}
    </Card>
  );
}
