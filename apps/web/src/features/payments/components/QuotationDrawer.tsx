import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag } from 'antd';
import { FilePdfOutlined, PayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Quotation } from '@tic/shared';
import { invoiceApi } from '../../invoiceProfiles';
import { quotationPdfUrl, useDecideQuotation } from '../api/payments';
import { usePaymentPaths } from '../lib/paths';
import { CreditUse } from './CreditUse';
import { Money } from './Money';
import { localDate } from '../../../lib/i18n';

const STATUS_COLOR: Record<Quotation['status'], string> = {
  issued: 'processing',
  accepted: 'success',
  rejected: 'error',
  superseded: 'default',
  expired: 'warning',
};
export const QuotationStatusTag = ({ status }: { status: Quotation['status'] }) => {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`money.quotationStatus.${status}`)}</Tag>;
};

/**
 * A quotation or fee notice: lines, totals, PDF; an open one is accepted (invoice profile chosen) or rejected with a
 * reason, here (the drawer, the application page); an accepted one leads to its payment.
 */
export function QuotationView({ quotation: q, onDecided }: { quotation: Quotation; onDecided?: () => void }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideQuotation();
  const { message, modal } = App.useApp();
  const profiles = invoiceApi.useList();
  const paths = usePaymentPaths();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm();
  const open = q.status === 'issued';
  const defaultProfile = profiles.data?.find((p) => p.is_default)?.id ?? profiles.data?.[0]?.id;
  const applicationIds = [...new Set(q.lines.map((l) => l.application_id))];
  // Opened straight from a link, the view shows before the invoice profiles arrive; the form keeps its first
  // (empty) value, so the default profile is put in once known (else Accept asked for one the customer has).
  useEffect(() => {
    if (open && defaultProfile && !form.getFieldValue('invoice_profile_id')) form.setFieldsValue({ invoice_profile_id: defaultProfile });
  }, [open, defaultProfile, form]);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('money.status')}>
          <QuotationStatusTag status={q.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.validUntil')}>{localDate(q.valid_until)}</Descriptions.Item>
        <Descriptions.Item label={t('money.termsVersion')}>{q.terms_version}</Descriptions.Item>
        <Descriptions.Item label={t('money.total')}>
          <strong data-testid="quotation-total">
            <Money amount={q.total} currency={q.currency} />
          </strong>
        </Descriptions.Item>
        {q.invoice_profile && <Descriptions.Item label={t('money.invoiceTitle')}>{q.invoice_profile.title}</Descriptions.Item>}
        {q.decided_by_name && (
          <Descriptions.Item label={t(q.status === 'rejected' ? 'money.rejectedBy' : 'money.acceptedBy')}>
            <span data-testid="quotation-decided-by">
              <bdi dir="auto">{q.decided_by_name}</bdi>
            </span>
          </Descriptions.Item>
        )}
        {q.reject_reason && <Descriptions.Item label={t('money.rejectReason')}>{q.reject_reason}</Descriptions.Item>}
      </Descriptions>
      {q.lines.some((l) => l.kind === 'express_surcharge') && <Alert type="info" showIcon title={t('money.expressNote')} data-testid="quotation-express" />}
      <Table
        size="small"
        rowKey={(l) => `${l.application_id}-${l.kind}-${l.service}`}
        pagination={false}
        scroll={{ x: 600 }}
        dataSource={q.lines}
        columns={[
          { title: t('money.application'), dataIndex: 'rfc_no', render: (v: string | null, l) => v ?? l.title },
          {
            title: t('money.service'),
            dataIndex: 'service',
            // The express surcharge the server added (issue 28): named in the reader's language.
            render: (v: string, l) =>
              l.kind === 'express_surcharge' ? (
                <Tag color="orange" data-testid="quotation-express-line">
                  {t('money.expressSurcharge')}
                </Tag>
              ) : (
                <span dir="auto">{v}</span>
              ),
          },
          { title: t('money.quantity'), dataIndex: 'quantity', align: 'end' },
          { title: t('money.unitPrice'), dataIndex: 'unit_price', align: 'end', render: (v: string) => <Money amount={v} currency={q.currency} /> },
          { title: t('money.discount'), dataIndex: 'discount_pct', align: 'end', render: (v: string) => `${v}%` },
          { title: t('money.taxRate'), dataIndex: 'tax_pct', align: 'end', render: (v: string) => `${v}%` },
          { title: t('money.lineAmount'), dataIndex: 'amount', align: 'end', render: (v: string) => <Money amount={v} currency={q.currency} /> },
        ]}
      />
      <Button icon={<FilePdfOutlined />} href={quotationPdfUrl(q.id)} target="_blank" rel="noopener" data-testid="quotation-pdf">
        {t('money.pdf')}
      </Button>
      <CreditUse quotation={q} />
      {q.status === 'accepted' && (
        <Link to={paths.pay(applicationIds)}>
          <Button type="primary" icon={<PayCircleOutlined />} data-testid="quotation-pay">
            {t('moneyWay.pay')}
          </Button>
        </Link>
      )}
      {open && (
        <Form form={form} layout="vertical" initialValues={{ invoice_profile_id: defaultProfile }} key={defaultProfile ?? 0}>
          {profiles.data && profiles.data.length === 0 && <Alert type="info" showIcon title={t('money.noInvoiceProfile')} />}
          <Form.Item name="invoice_profile_id" label={t('money.chooseInvoice')} rules={[{ required: !rejecting, message: t('money.invoiceProfile') }]}>
            <Select options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.title }))} data-testid="quotation-invoice" />
          </Form.Item>
          {rejecting && (
            <Form.Item
              name="reason"
              label={t('money.rejectReason')}
              rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('money.rejectReason') }) }]}
            >
              <Input.TextArea maxLength={500} rows={3} data-testid="quotation-reason" />
            </Form.Item>
          )}
          <Space wrap>
            {!rejecting && (
              <Button
                type="primary"
                loading={decide.isPending}
                data-testid="quotation-accept"
                onClick={async () => {
                  const v = await form.validateFields();
                  // Accepting binds the customer to pay: asked once, saying the amount and the invoice title (issue 27).
                  const invoice = profiles.data?.find((p) => p.id === v.invoice_profile_id)?.title ?? '';
                  modal.confirm({
                    title: t('ux.acceptQuotation.title', { no: q.no }),
                    content: t('ux.acceptQuotation.body', { total: formatMoney(q.total, q.currency, i18n.language), invoice }),
                    okText: t('money.accept'),
                    cancelText: t('common.cancel'),
                    okButtonProps: { 'data-testid': 'quotation-accept-ok' } as never,
                    onOk: async () => {
                      await decide.mutateAsync({ id: q.id, accept: true, invoice_profile_id: v.invoice_profile_id });
                      void message.success(t('money.accepted'));
                      onDecided?.();
                    },
                  });
                }}
              >
                {t('money.accept')}
              </Button>
            )}
            <Button
              danger
              loading={decide.isPending && rejecting}
              data-testid="quotation-reject"
              onClick={async () => {
                if (!rejecting) return setRejecting(true);
                const v = await form.validateFields();
                await decide.mutateAsync({ id: q.id, accept: false, reason: v.reason });
                void message.success(t('money.rejected'));
                onDecided?.();
              }}
            >
              {t('money.reject')}
            </Button>
          </Space>
        </Form>
      )}
    </Space>
  );
}

/** Preview of a quotation or fee notice in a drawer (the fee notification page). */
export function QuotationDrawer({ quotation, onClose }: { quotation: Quotation | null; onClose: () => void }) {
  const { t } = useTranslation();
  const q = quotation;
  return (
    <Drawer
      open={!!q}
      onClose={onClose}
      width={Math.min(760, window.innerWidth)}
      title={q ? `${t(q.kind === 'fee_notice' ? 'money.feeNotice' : 'money.quotation')} ${q.no} v${q.version}` : ''}
      destroyOnHidden
      data-testid="quotation-drawer"
    >
      {q && <QuotationView quotation={q} onDecided={onClose} />}
    </Drawer>
  );
}
