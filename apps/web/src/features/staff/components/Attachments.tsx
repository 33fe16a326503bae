import { useState } from 'react';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, STAFF_REASON_MAX, utcToday, vaultAttachmentFlag, type StaffApplication } from '@tic/shared';
import { useStaffAction } from '../api/staff';

const COLORS: Record<string, string> = { pending: 'blue', approved: 'green', returned: 'orange' };

/** The application's files with their review status; approve or return each (with a reason) when the policy allows. */
export function Attachments({ app }: { app: StaffApplication }) {
  const { t } = useTranslation();
  const run = useStaffAction(app.id);
  const [returning, setReturning] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const canApprove = app.actions.includes('approve_attachment');
  const canReturn = app.actions.includes('return_attachment');
  return (
    <>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={app.attachments}
        data-testid="staff-attachments"
        columns={[
          {
            title: t('staff.col.title'),
            dataIndex: 'name',
            render: (v: string, f) => {
              // Issue 31: a document taken from the vault that expires before the expected issue (or already has).
              const flag = vaultAttachmentFlag(f.vault?.valid_until, app.due_at, utcToday());
              return (
                <>
                  <a href={`${API_FRONTEND}${f.path}`} target="_blank" rel="noreferrer" dir="auto">
                    {v}
                  </a>
                  {f.uploaded_by && (
                    <div className="detail-attachment-by" data-testid={`attachment-by-${f.id}`}>
                      {t('appDetail.uploadedBy', { name: `\u2068${f.uploaded_by}\u2069` })}
                    </div>
                  )}
                  {flag && (
                    <Tag color="red" className="vault-flag" data-testid={`vault-flag-${f.id}`}>
                      {t(flag === 'expired' ? 'vault.flag.expired' : 'vault.flag.beforeIssue', { date: f.vault!.valid_until })}
                    </Tag>
                  )}
                </>
              );
            },
          },
          { title: t('staff.col.type'), dataIndex: 'file_type', width: 160, render: (v: string | null) => v ?? '—' },
          {
            title: t('staff.col.status'),
            dataIndex: 'status',
            width: 220,
            render: (v: string, f) => (
              <>
                <Tag color={COLORS[v]}>{t(`staff.fileStatus.${v}`)}</Tag>
                {f.return_reason && <span dir="auto">{f.return_reason}</span>}
              </>
            ),
          },
          {
            title: t('staff.col.actions'),
            key: 'a',
            width: 220,
            render: (_: unknown, f) => (
              <Space>
                {canApprove && f.status !== 'approved' && (
                  <Button size="small" onClick={() => run.mutate({ path: `attachment/${f.id}/approve` })} data-testid={`approve-file-${f.id}`}>
                    {t('staff.action.approve_attachment')}
                  </Button>
                )}
                {canReturn && (
                  <Button size="small" danger onClick={() => (setReason(''), setReturning(f.id))} data-testid={`return-file-${f.id}`}>
                    {t('staff.action.return_attachment')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={returning !== null}
        title={t('staff.action.return_attachment')}
        okText={t('staff.confirm')}
        okButtonProps={{ disabled: !reason.trim() }}
        confirmLoading={run.isPending}
        onCancel={() => setReturning(null)}
        onOk={() => run.mutate({ path: `attachment/${returning}/return`, body: { reason } }, { onSuccess: () => setReturning(null) })}
      >
        <Input.TextArea
          rows={3}
          value={reason}
          maxLength={STAFF_REASON_MAX}
          showCount
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('staff.reasonPlaceholder')}
          aria-label={t('staff.reason')}
        />
      </Modal>
    </>
  );
}
