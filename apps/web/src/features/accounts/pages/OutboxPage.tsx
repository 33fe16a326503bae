import { Alert, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@tic/shared';
import { BrandLogo } from '../../../components/BrandLogo';
import { LangSwitch } from '../../../components/LangSwitch';
import { formatDateTime } from '../lib/format';
import { useOutbox, type OutboxMessage } from '../api/outbox';

/** /dev/outbox (demo mode): the latest SMS and e-mails, so that a user of the embedded default reads their codes. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  const columns: ColumnsType<OutboxMessage> = [
    { title: t('accountsWeb.outboxTime'), dataIndex: 'created_at', width: 180, render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    {
      title: t('accountsWeb.outboxChannel'),
      dataIndex: 'channel',
      width: 120,
      render: (v: string) => <Tag color={v === 'sms' ? 'blue' : 'purple'}>{v === 'sms' ? t('accountsWeb.sms') : t('accountsWeb.email')}</Tag>,
    },
    { title: t('accountsWeb.outboxRecipient'), dataIndex: 'recipient', width: 240, render: (v: string) => <bdi dir="ltr">{v}</bdi> },
    {
      title: t('accountsWeb.outboxText'),
      dataIndex: 'text',
      render: (v: string) => (
        <span dir="auto" className="outbox-text">
          {v}
        </span>
      ),
    },
  ];
  return (
    <div className="outbox-page" data-testid="dev-outbox">
      <div className="outbox-top">
        <Link to={LOGIN_PATH}>
          <BrandLogo tone="light" />
        </Link>
        <LangSwitch tone="light" />
      </div>
      <div className="outbox-body">
        <Typography.Title level={3}>{t('accountsWeb.outboxTitle')}</Typography.Title>
        <Alert type="info" showIcon title={t('accountsWeb.outboxIntro')} className="outbox-intro" />
        <Table<OutboxMessage>
          rowKey="id"
          columns={columns}
          dataSource={outbox.data ?? []}
          loading={outbox.isLoading}
          pagination={false}
          locale={{ emptyText: t('accountsWeb.outboxEmpty') }}
          data-testid="outbox-table"
        />
      </div>
    </div>
  );
}
