import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Input, Modal, Result, Skeleton, Space, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, STAFF_REASON_MAX, type MemberRole, type StaffQueueItem } from '@tic/shared';

import { PageHeader } from '../../../components/PageHeader';
import { StatusTag } from '../../applications';
import { useCustomer, useVerifyCustomer } from '../api/staff';
import { DaysLeft } from '../components/DaysLeft';
import { when } from '../lib/format';
import { ltr } from '../../../lib/i18n';

/** An amount isolated left to right inside the sentence (Arabic), by the one money formatter. */
const moneyIn = (lang: string) => (amount: string, currency: string) => ltr(formatMoney(amount, currency, lang));

/** A customer's page (issue 14): profile, identity verification (approve / reject with a reason), service contact, applications, balance. */
export default function CustomerPage() {
  const { t, i18n } = useTranslation();
  const money = moneyIn(i18n.language);
  const id = Number(useParams().id);
  const q = useCustomer(id);
  const verify = useVerifyCustomer(id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (q.isPending)
    return (
      <div className="page">
        <div className="page-card">
          <Skeleton active />
        </div>
      </div>
    );
  if (!q.data)
    return (
      <div className="page">
        <div className="page-card">
          <Result status="404" title={t('appUi.notFound')} />
        </div>
      </div>
    );
  const c = q.data;
  const v = c.verification;
  const canVerify = c.actions.includes('verify_profile');
  return (
    <div className="page" data-testid="staff-customer">
      <PageHeader
        title={<span dir="auto">{c.company ?? c.name ?? c.username}</span>}
        subtitle={<Link to="/staff/customers">{t('route.staff_customers')}</Link>}
      />
      <Card className="page-card" title={t('staff.customers.profile')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('staff.customers.account')}>
            <span dir="ltr">{c.username}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.customers.name')}>
            <span dir="auto">{c.name ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.customers.contact')}>
            <span dir="ltr">{[c.email, c.mobile].filter(Boolean).join(' · ') || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.customers.waiter')}>{c.waiter?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('staff.customers.balance')}>
            {c.balance.length === 0
              ? '—'
              : c.balance.map((b) => (
                  <div key={b.currency}>
                    {[
                      t('staff.customers.total', { amount: money(b.total, b.currency) }),
                      t('staff.customers.paid', { amount: money(b.paid, b.currency) }),
                      t('staff.customers.unpaid', { amount: money(b.unpaid, b.currency) }),
                    ].join(' · ')}
                  </div>
                ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className="page-card" title={t('staff.customers.verification')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type={v.status === 'verified' ? 'success' : v.status === 'rejected' ? 'error' : 'info'}
            showIcon
            message={t(`staff.customers.verification_${v.status}`, { reason: v.reason ?? '' })}
            data-testid="verification-status"
          />
          {canVerify && (
            <Space>
              <Button
                type="primary"
                disabled={v.status === 'verified'}
                loading={verify.isPending}
                onClick={() => verify.mutate({ decision: 'approve' })}
                data-testid="verify-approve"
              >
                {t('staff.customers.approve')}
              </Button>
              <Button danger onClick={() => (setReason(''), setRejecting(true))} data-testid="verify-reject">
                {t('staff.customers.reject')}
              </Button>
            </Space>
          )}
        </Space>
      </Card>
      <Card className="page-card" title={t('staff.customers.members')}>
        <Table
          size="small"
          rowKey="user_id"
          pagination={false}
          dataSource={c.members}
          columns={[
            { title: t('staff.customers.name'), dataIndex: 'name', render: (v: string) => <bdi dir="auto">{v}</bdi> },
            { title: t('staff.customers.memberRole'), dataIndex: 'role', width: 160, render: (v: MemberRole) => <Tag>{t(`organisation.role.${v}`)}</Tag> },
            { title: t('staff.customers.memberSince'), dataIndex: 'added_at', width: 170, render: (v: string) => <span dir="ltr">{when(v)}</span> },
          ]}
        />
      </Card>
      <Card className="page-card" title={t('staff.customers.applications')}>
        <Table<StaffQueueItem>
          size="small"
          rowKey="id"
          pagination={{ pageSize: 10 }}
          scroll={{ x: 800 }}
          dataSource={c.applications}
          columns={[
            {
              title: t('staff.col.rfcNo'),
              dataIndex: 'rfc_no',
              width: 170,
              render: (v: string | null, r) => (
                <Link to={`/staff/rfc/${r.id}`} dir="ltr">
                  {v ?? `#${r.id}`}
                </Link>
              ),
            },
            { title: t('staff.col.title'), dataIndex: 'title', render: (v: string) => <span dir="auto">{v}</span> },
            { title: t('staff.col.status'), dataIndex: 'status', width: 130, render: (v: string) => <StatusTag value={v} /> },
            { title: t('staff.col.submitted'), dataIndex: 'submitted_at', width: 150, render: (v: string | null) => <span dir="ltr">{when(v)}</span> },
            {
              title: t('staff.col.daysLeft'),
              dataIndex: 'days_left',
              width: 170,
              render: (d: number | null, r) => <DaysLeft days={d} waitingOn={r.waiting_on} />,
            },
            {
              title: t('staff.col.assignee'),
              dataIndex: ['assignee', 'name'],
              width: 140,
              render: (x: string | undefined) => x ?? <Tag>{t('staff.unassigned')}</Tag>,
            },
          ]}
        />
      </Card>
      <Modal
        open={rejecting}
        title={t('staff.customers.reject')}
        okText={t('staff.confirm')}
        okButtonProps={{ disabled: !reason.trim() }}
        confirmLoading={verify.isPending}
        onCancel={() => setRejecting(false)}
        onOk={() => verify.mutate({ decision: 'reject', reason }, { onSuccess: () => setRejecting(false) })}
      >
        <Input.TextArea
          rows={3}
          value={reason}
          maxLength={STAFF_REASON_MAX}
          showCount
          onChange={(e) => setReason(e.target.value)}
          aria-label={t('staff.reason')}
        />
      </Modal>
    </div>
  );
}
