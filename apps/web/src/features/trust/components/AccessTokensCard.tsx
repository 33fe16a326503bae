import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Popconfirm, Radio, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { accessTokenCreateBody, API_BACKEND, TOKEN_NAME_MAX, TOKEN_SCOPES, type AccessToken, type TokenScope } from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';
import { formatDateTime } from '../../accounts';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from '../api/tokens';

/** "API access tokens" on the profile page: create (name, scope), shown once, last use, revoke. */
export function AccessTokensCard() {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const create = useCreateAccessToken();
  const revoke = useRevokeAccessToken();
  const [form] = Form.useForm<{ name: string; scope: TokenScope }>();
  const [shown, setShown] = useState<string | null>(null);
  const columns: ColumnsType<AccessToken> = [
    { title: t('trust.tokens.name'), dataIndex: 'name', render: (v: string) => <bdi>{v}</bdi> },
    { title: t('trust.tokens.scope'), dataIndex: 'scope', render: (v: TokenScope) => t(`trust.tokens.scope_${v}`) },
    { title: t('trust.tokens.prefix'), dataIndex: 'prefix', render: (v: string) => <code dir="ltr">{v}…</code> },
    { title: t('trust.tokens.created'), dataIndex: 'created_at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    {
      title: t('trust.tokens.lastUsed'),
      dataIndex: 'last_used_at',
      render: (v: string | null) => (v ? <bdi>{formatDateTime(v)}</bdi> : t('trust.tokens.never')),
    },
    {
      key: 'action',
      width: 120,
      render: (_, r) =>
        r.revoked_at ? (
          <Tag>{t('trust.tokens.revoked')}</Tag>
        ) : (
          <Popconfirm
            title={t('trust.tokens.revokeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => revoke.mutateAsync(r.id)}
          >
            <Button size="small" danger data-testid={`token-revoke-${r.id}`}>
              {t('trust.tokens.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Card title={t('trust.tokens.title')} className="profile-card" data-testid="access-tokens">
      <p className="access-tokens-intro">{t('trust.tokens.intro', { base: API_BACKEND })}</p>
      <Form
        form={form}
        layout="inline"
        initialValues={{ scope: 'read' }}
        onFinish={async (v) => {
          const created = await create.mutateAsync(v);
          setShown(created.token);
          form.resetFields();
        }}
      >
        <Form.Item name="name" label={t('trust.tokens.name')} rules={[formSchemaRule(accessTokenCreateBody, 'name')]}>
          <Input maxLength={TOKEN_NAME_MAX} data-testid="token-name" />
        </Form.Item>
        <Form.Item name="scope" label={t('trust.tokens.scope')}>
          <Radio.Group options={TOKEN_SCOPES.map((s) => ({ value: s, label: t(`trust.tokens.scope_${s}`) }))} data-testid="token-scope" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="token-create">
          {t('trust.tokens.create')}
        </Button>
      </Form>
      {shown && (
        <Alert
          className="access-token-shown"
          type="success"
          showIcon
          closable
          onClose={() => setShown(null)}
          message={t('trust.tokens.shownOnce')}
          description={
            <Space direction="vertical">
              <Typography.Text code copyable dir="ltr" data-testid="token-value">
                {shown}
              </Typography.Text>
            </Space>
          }
        />
      )}
      <Table<AccessToken>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={tokens.data ?? []}
        loading={tokens.isLoading}
        pagination={false}
        scroll={{ x: 640 }}
      />
    </Card>
  );
}
