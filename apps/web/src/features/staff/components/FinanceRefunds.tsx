import { useState } from 'react';
import { App, Button, Form, Input, Modal, Segmented, Space, Table, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUSES, type Refund } from '@tic/shared';
import { uploadWithProgress } from '../../../lib/upload';
import { Money, RefundStatusTag } from '../../payments';
import { useDecideRefund, useFinanceRefunds } from '../api/financeDesk';
import { when } from '../lib/format';

type Deciding = { refund: Refund; pay: boolean } | null;

/**
 * Issue 28, the finance desk's refunds of credit (policy rows finance_refunds, confirm_refund, reject_refund): the
 * requested ones first (oldest first), each paid with the proof of the transfer (uploaded here) or rejected with a
 * reason (the credit returns to the customer).
 */
export function FinanceRefunds() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<Refund['status']>('requested');
  const [page, setPage] = useState(1);
  const list = useFinanceRefunds(status, page);
  const decide = useDecideRefund();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [form] = Form.useForm<{ bank_reference?: string; reason?: string }>();
  const fileId = (files[0]?.response as { id: number } | undefined)?.id;
  if (list.isError) return null; // a role outside the policy row: the remittance list above already says so
  return (
    <div className="page-card" data-testid="finance-refunds" style={{ marginTop: 16 }}>
      <Space wrap style={{ marginBottom: 16 }}>
        <strong>{t('money.refund.toHandle')}</strong>
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as Refund['status']);
            setPage(1);
          }}
          options={REFUND_STATUSES.map((s) => ({ value: s, label: t(`money.refund.status.${s}`) }))}
        />
      </Space>
      <Table<Refund>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.data}
        scroll={{ x: 900 }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: t('money.empty') }}
        columns={[
          { title: t('money.refund.no'), dataIndex: 'no', render: (v: string) => <span dir="ltr">{v}</span> },
          {
            title: t('money.refund.customer'),
            key: 'customer',
            render: (_: unknown, r) => (
              <Link to={`/staff/customers/${r.customer.id}`} dir="auto">
                {r.customer.name ?? r.customer.username}
              </Link>
            ),
          },
          { title: t('money.refund.amount'), key: 'amount', align: 'end', render: (_: unknown, r) => <Money amount={r.amount} currency={r.currency} /> },
          {
            title: t('money.refund.account'),
            key: 'account',
            render: (_: unknown, r) => (
              <span dir="auto">
                {r.account_name} · {r.bank} · <bdi dir="ltr">{[r.account_number, r.swift].filter(Boolean).join(' ')}</bdi>
              </span>
            ),
          },
          { title: t('money.refund.askedOn'), dataIndex: 'created_at', render: (v: string) => <span dir="ltr">{when(v)}</span> },
          { title: t('money.status'), dataIndex: 'status', render: (s: Refund['status']) => <RefundStatusTag status={s} /> },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, r) =>
              r.status === 'requested' ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => setDeciding({ refund: r, pay: true })} data-testid={`refund-pay-${r.id}`}>
                    {t('money.refund.pay')}
                  </Button>
                  <Button size="small" danger onClick={() => setDeciding({ refund: r, pay: false })} data-testid={`refund-reject-${r.id}`}>
                    {t('money.refund.reject')}
                  </Button>
                </Space>
              ) : (
                (r.reject_reason ?? r.bank_reference ?? '')
              ),
          },
        ]}
      />
      <Modal
        open={!!deciding}
        title={deciding ? (deciding.pay ? t('money.refund.payTitle', { no: deciding.refund.no }) : `${t('money.refund.reject')} ${deciding.refund.no}`) : ''}
        destroyOnHidden
        confirmLoading={decide.isPending}
        okButtonProps={{ disabled: !!deciding?.pay && !fileId, 'data-testid': 'refund-decide-ok' } as never}
        onCancel={() => {
          setDeciding(null);
          setFiles([]);
        }}
        onOk={async () => {
          if (!deciding) return;
          const v = await form.validateFields();
          await decide.mutateAsync(
            deciding.pay
              ? { id: deciding.refund.id, pay: true, file_id: fileId!, bank_reference: v.bank_reference?.trim() || undefined }
              : { id: deciding.refund.id, pay: false, reason: v.reason!.trim() },
          );
          void message.success(t('money.refund.done'));
          setDeciding(null);
          setFiles([]);
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          {deciding?.pay ? (
            <>
              <Form.Item label={t('money.refund.proofFile')} required>
                <Upload
                  accept=".jpg,.jpeg,.png,.gif,.bmp,.pdf"
                  maxCount={1}
                  fileList={files}
                  onChange={({ fileList }) => setFiles(fileList)}
                  customRequest={({ file, onProgress, onSuccess, onError }) => {
                    uploadWithProgress<{ id: number }>('/upload', file as File, (percent) => onProgress?.({ percent }))
                      .then((a) => onSuccess?.(a))
                      .catch((e: Error) => onError?.(e));
                  }}
                >
                  <Button icon={<UploadOutlined />}>{t('money.uploadProof')}</Button>
                </Upload>
              </Form.Item>
              <Form.Item name="bank_reference" label={t('money.refund.bankReference')}>
                <Input maxLength={100} dir="ltr" />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="reason"
              label={t('money.refund.rejectReason')}
              rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('money.refund.rejectReason') }) }]}
            >
              <Input.TextArea maxLength={500} rows={3} data-testid="refund-reject-reason" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
