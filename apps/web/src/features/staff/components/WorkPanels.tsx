import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffApplication, StaffWork } from '@tic/shared';
import { Money } from '../../payments';
import { useStaffAction } from '../api/staff';
import { ActionDialog } from './ActionDialog';
import { actionFormOf, lineActionPath } from './lineActions';
import { localDate } from '../../../lib/i18n';

const DANGER = ['reject_remittance', 'reverse_remittance', 'withdraw_certificate', 'suspend_certificate'];

/**
 * The buttons of one remittance, certificate or request: exactly the actions the policy allows the caller on it
 * (the server's `actions`), each opening its dialog (or sent at once when it asks for nothing but a confirmation).
 */
function SubjectActions({ app, subjectId, actions }: { app: StaffApplication; subjectId: number; actions: string[] }) {
  const { t } = useTranslation();
  const run = useStaffAction(app.id);
  const [dialog, setDialog] = useState<string | null>(null);
  const ctx = { app, subjectId };
  if (actions.length === 0) return <span className="staff-muted">—</span>;
  return (
    <>
      <Space wrap size="small">
        {actions.map((a) => (
          <Button key={a} size="small" danger={DANGER.includes(a)} onClick={() => setDialog(a)} data-testid={`work-${a}-${subjectId}`}>
            {t(`staff.action.${a}`)}
          </Button>
        ))}
      </Space>
      <ActionDialog
        action={dialog}
        ctx={ctx}
        title={dialog ? t(`staff.action.${dialog}`) : ''}
        pending={run.isPending}
        onCancel={() => setDialog(null)}
        onSend={(body) =>
          dialog && run.mutate({ path: lineActionPath(dialog, ctx), body: actionFormOf(dialog, ctx) ? body : {} }, { onSuccess: () => setDialog(null) })
        }
      />
    </>
  );
}

const Status = ({ group, value }: { group: string; value: string }) => {
  const { t } = useTranslation();
  return <Tag data-testid="work-status">{t(`staff.work.${group}.${value}`, { defaultValue: value })}</Tag>;
};

/** Money on the staff application page: the open quotation, and the remittances paying towards this application. */
export function MoneyPanel({ app }: { app: StaffApplication }) {
  const { t } = useTranslation();
  const q = app.work.quotation;
  return (
    <Card className="page-card" title={t('staff.work.money')} data-testid="staff-money">
      {q ? (
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('staff.work.openQuotation')}>
            <span dir="ltr">
              {q.no} v{q.version}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.work.total')}>
            <Money amount={q.total} currency={q.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.work.validUntil')}>{localDate(q.valid_until)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <p className="staff-muted">{t('staff.work.noOpenQuotation')}</p>
      )}
      {/* A scrolled region is reached by keyboard (axe: scrollable-region-focusable). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('staff.work.remittance')}>
        <Table<StaffWork['remittances'][number]>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 720 }}
          dataSource={app.work.remittances}
          data-testid="staff-remittances"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff.work.noRemittances')} /> }}
          columns={[
            { title: t('staff.work.remittance'), dataIndex: 'no', width: 150, render: (v: string) => <span dir="ltr">{v}</span> },
            { title: t('staff.work.status'), dataIndex: 'status', width: 130, render: (v: string) => <Status group="remittanceStatus" value={v} /> },
            {
              title: t('staff.work.amount'),
              key: 'amount',
              width: 170,
              render: (_: unknown, r) => (
                <>
                  <Money amount={r.amount} currency={r.currency} /> (<Money amount={r.requested} currency={r.currency} />)
                </>
              ),
            },
            { title: t('staff.work.remittedOn'), dataIndex: 'remitted_on', width: 110, render: (v: string) => <span dir="ltr">{v}</span> },
            { title: t('staff.col.actions'), key: 'a', render: (_: unknown, r) => <SubjectActions app={app} subjectId={r.id} actions={r.actions} /> },
          ]}
        />
      </div>
    </Card>
  );
}

/** The application's certificates (or inspection reports) with their status actions. */
export function CertificatesPanel({ app }: { app: StaffApplication }) {
  const { t } = useTranslation();
  if (app.work.certificates.length === 0) return null;
  return (
    <Card className="page-card" title={t('staff.work.certificates')} data-testid="staff-certificates">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('staff.work.certificates')}>
        <Table<StaffWork['certificates'][number]>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={app.work.certificates}
          columns={[
            { title: t('staff.work.certNo'), dataIndex: 'cert_no', width: 170, render: (v: string) => <span dir="ltr">{v}</span> },
            {
              title: t('staff.work.status'),
              key: 'status',
              width: 190,
              render: (_: unknown, c) => (
                <span data-testid={`cert-status-${c.id}`}>
                  <Status group="certStatus" value={c.status} />
                  {c.suspended_until && <span dir="ltr">→ {c.suspended_until}</span>}
                </span>
              ),
            },
            {
              title: t('staff.work.expiry'),
              dataIndex: 'expiry_date',
              width: 110,
              render: (v: string | null) => (v ? <span dir="ltr">{v}</span> : t('certPdf.noExpiry')),
            },
            { title: t('staff.col.actions'), key: 'a', render: (_: unknown, c) => <SubjectActions app={app} subjectId={c.id} actions={c.actions} /> },
          ]}
        />
      </div>
    </Card>
  );
}

/** Requests for additional information on this application: the questions, the answers, accept. */
export function InfoRequestsPanel({ app }: { app: StaffApplication }) {
  const { t } = useTranslation();
  if (app.work.info_requests.length === 0) return null;
  return (
    <Card className="page-card" title={t('staff.work.infoRequests')} data-testid="staff-info-requests">
      {app.work.info_requests.map((r) => (
        <div key={r.id} className="staff-info">
          <Space wrap>
            <Status group="infoStatus" value={r.status} />
            <span>{localDate(r.due_date)}</span>
            <SubjectActions app={app} subjectId={r.id} actions={r.actions} />
          </Space>
          <ol>
            {r.items.map((i, n) => (
              <li key={n}>
                <div dir="auto">{i.question}</div>
                <div className="staff-muted" dir="auto">
                  {i.answer ?? '—'}
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </Card>
  );
}
