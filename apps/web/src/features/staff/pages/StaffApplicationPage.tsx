import { Card, Descriptions, Empty, List, Result, Skeleton, Table, Tag, Timeline } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_DEFINITIONS, type StaffAuditEntry } from '@tic/shared';
import { Money } from '../../payments';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/http';
import { FormAsText, LINE_PANELS, PredictionLine, StatusTag } from '../../applications';
import { useStaffApplication } from '../api/staff';
import { ActionBar } from '../components/ActionBar';
import { Attachments } from '../components/Attachments';
import { DaysLeft } from '../components/DaysLeft';
import { CertificatesPanel, InfoRequestsPanel, MoneyPanel } from '../components/WorkPanels';
import { when } from '../lib/format';

/**
 * The staff application page (issue 14): summary, the actions the policy allows me now, the customer's form
 * read-only, the attachments (approve / return each), history, the notices sent, and the audit trail; the predicted
 * completion the customer sees (issue 32).
 */
export default function StaffApplicationPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const q = useStaffApplication(id);
  const label = (group: string, k: string | null) => (k && i18n.exists(`${group}.${k}`) ? t(`${group}.${k}`) : (k ?? '—'));
  // An audit row's status is the application's, or a remittance's or certificate's (money and certificate actions).
  const statusLabel = (k: string | null) =>
    ['applications.status', 'staff.work.remittanceStatus', 'staff.work.certStatus']
      .map((g) => (k && i18n.exists(`${g}.${k}`) ? t(`${g}.${k}`) : null))
      .find(Boolean) ??
    k ??
    '—';

  if (q.isPending)
    return (
      <div className="page">
        <div className="page-card">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  if (q.isError || !q.data)
    return (
      <div className="page">
        <div className="page-card">
          <Result
            status={isApiError(q.error) && q.error.status === 404 ? '404' : 'warning'}
            title={t(isApiError(q.error) && q.error.status === 404 ? 'appUi.notFound' : 'common.pageLoadFailed')}
          />
        </div>
      </div>
    );
  const a = q.data;
  const LinePanel = LINE_PANELS[a.form].staff;
  return (
    <div className="page" data-testid="staff-application">
      <PageHeader
        title={<span dir="auto">{a.title}</span>}
        subtitle={<Link to="/staff/queues">{t('staff.back')}</Link>}
        extra={
          <span dir="ltr" className="staff-rfc">
            {a.rfc_no}
          </span>
        }
      />
      <Card className="page-card" title={t('staff.summary')}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="staff-summary">
          <Descriptions.Item label={t('staff.col.status')}>
            <span data-testid="staff-status">
              <StatusTag value={a.status} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.col.step')}>
            <span data-testid="staff-step">{label('applications.step', a.process_step)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.col.customer')}>
            <Link to={`/staff/customers/${a.customer.id}`} dir="auto">
              {a.customer.company ?? a.customer.name}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.col.assignee')}>
            <span data-testid="staff-assignee">{a.assignee?.name ?? t('staff.unassigned')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.col.waitingOn')}>{a.waiting ? t(`staff.waitingOn.${a.waiting.on}`) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('staff.col.daysLeft')}>
            <DaysLeft days={a.days_left} waitingOn={a.waiting?.on} reason={a.waiting?.reason} since={a.waiting?.since} />
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.col.submitted')}>
            <span dir="ltr">{when(a.submitted_at)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.due')}>
            <span dir="ltr">{when(a.due_at)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.payment')}>
            {a.payment_status ? <StatusTag value={a.payment_status} slug="payment_status" /> : '—'}{' '}
            {a.fee_currency && (
              <>
                <Money amount={a.paid_amount} currency={a.fee_currency} /> / <Money amount={a.quoted_amount} currency={a.fee_currency} />
              </>
            )}
          </Descriptions.Item>
        </Descriptions>
        {/* Issue 32: when it is expected, as the customer sees it (the same prediction, from similar completed applications). */}
        <div className="staff-prediction">
          <PredictionLine prediction={a.prediction} />
        </div>
      </Card>
      <Card className="page-card" title={t('staff.availableActions')}>
        <ActionBar app={a} />
      </Card>
      {/* What the application's line adds (its report, its audit: the applications feature's LINE_PANELS). */}
      {LinePanel && <LinePanel app={a} />}
      <MoneyPanel app={a} />
      <CertificatesPanel app={a} />
      <InfoRequestsPanel app={a} />
      <Card className="page-card" title={t('staff.attachments')}>
        <Attachments app={a} />
      </Card>
      <Card className="page-card" title={t('staff.form')}>
        <FormAsText form={a.form} sections={FORM_DEFINITIONS[a.form].sections} data={a.data} skip={['attachments']} />
      </Card>
      <div className="staff-two">
        <Card className="page-card" title={t('staff.history')}>
          <Timeline
            data-testid="staff-history"
            items={a.history.map((h) => ({
              children: (
                <>
                  <div>
                    <strong>{i18n.exists(`staff.action.${h.action}`) ? t(`staff.action.${h.action}`) : label('appDetail.action', h.action)}</strong> ·{' '}
                    <StatusTag value={h.to_status} /> {label('applications.step', h.process_step)}
                  </div>
                  <div className="staff-muted" dir="ltr">
                    {when(h.at)}
                  </div>
                  {h.reason && <div dir="auto">{h.reason}</div>}
                </>
              ),
            }))}
          />
        </Card>
        <Card className="page-card" title={t('staff.notices')}>
          {a.notices.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.noNotices')} />
          ) : (
            <List
              size="small"
              data-testid="staff-notices"
              dataSource={a.notices}
              renderItem={(n) => (
                <List.Item>
                  <span dir="auto">{n.title}</span>
                  <span className="staff-muted" dir="ltr">
                    {when(n.at)}
                  </span>
                </List.Item>
              )}
            />
          )}
        </Card>
      </div>
      <Card className="page-card" title={t('staff.audit')}>
        <Table<StaffAuditEntry>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 900 }}
          dataSource={a.audit}
          data-testid="staff-audit"
          columns={[
            { title: t('staff.auditCol.at'), dataIndex: 'at', width: 150, render: (v: string) => <span dir="ltr">{when(v)}</span> },
            { title: t('staff.auditCol.who'), dataIndex: ['actor', 'name'], width: 170, render: (v: string | undefined) => <span dir="auto">{v ?? '—'}</span> },
            {
              title: t('staff.auditCol.roles'),
              dataIndex: 'roles',
              width: 190,
              render: (v: string[]) => v.map((r) => <Tag key={r}>{label('staff.role', r)}</Tag>),
            },
            { title: t('staff.auditCol.action'), dataIndex: 'action', width: 170, render: (v: string) => label('staff.action', v) },
            {
              title: t('staff.auditCol.change'),
              key: 'ft',
              width: 260,
              render: (_: unknown, r) =>
                r.from_status === r.to_status && r.from_step === r.to_step
                  ? '—'
                  : `${statusLabel(r.from_status)} → ${statusLabel(r.to_status)}${r.to_step ? `, ${label('applications.step', r.to_step)}` : ''}`,
            },
            {
              title: t('staff.auditCol.comment'),
              key: 'c',
              render: (_: unknown, r) => <span dir="auto">{[r.comment, ...r.files].filter(Boolean).join(' · ') || '—'}</span>,
            },
          ]}
        />
      </Card>
    </div>
  );
}
