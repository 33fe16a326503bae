import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Col, DatePicker, Form, Input, Row, Select, Table, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { allocationRefusal, amountRefusal, formatMoney, PROOF_UPLOAD_PURPOSE, REMITTANCE_FILES_MAX, type UnpaidRow } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { uploadWithProgress } from '../../../lib/upload';
import { useAddRemittance, useUnpaid } from '../api/payments';
import { Money } from '../components/Money';
import { preselectedIds, remittanceSplit } from '../lib/split';
import { usePaymentPaths } from '../lib/paths';
import { DecimalInput, NumberInput } from '../../../components/NumberInput';

const PROOF_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.pdf';

/** paymentRecord/myRemittanceRecord/add: the transfer, its bank slip (streamed upload) and its split over unpaid applications. */
export default function RemittanceAddPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const paths = usePaymentPaths();
  const [search] = useSearchParams();
  const unpaid = useUnpaid();
  const add = useAddRemittance();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const key = useRef(`rm-${crypto.randomUUID()}`);
  const preselected = useMemo(() => preselectedIds(search.get('apps')), [search]);
  const [split, setSplit] = useState<Record<number, string | undefined>>({});
  const rows = unpaid.data ?? [];
  const currency: string | undefined = Form.useWatch('currency', form);
  const amount: string | undefined = Form.useWatch('amount', form);
  // Preselected applications (from unpaid records) are paid in full by default.
  const { effective, currencies, initialCurrency, leftover, allocations, preselectedTotal } = remittanceSplit(rows, split, preselected, amount, currency);

  const submit = async () => {
    const v = await form.validateFields();
    const why = allocationRefusal(String(v.amount), v.currency, allocations, rows);
    if (why) return void message.error(t(why));
    const fileIds = files.map((f) => (f.response as { id?: number } | undefined)?.id).filter((x): x is number => !!x);
    if (fileIds.length === 0) return void message.error(t('validation.proofRequired'));
    const r = await add.mutateAsync({
      key: key.current,
      body: { ...v, amount: String(v.amount), remitted_on: (v.remitted_on as dayjs.Dayjs).format('YYYY-MM-DD'), file_ids: fileIds, allocations },
    });
    void message.success(t('money.submitted'));
    navigate(paths.remittance(r.id));
  };

  const amountRule = {
    validator: (_: unknown, v: unknown) =>
      v === undefined || v === null || v === ''
        ? Promise.reject(new Error(t('validation.required', { field: t('money.amount') })))
        : amountRefusal(String(v), form.getFieldValue('currency') ?? 'USD')
          ? Promise.reject(new Error(t(amountRefusal(String(v), form.getFieldValue('currency') ?? 'USD')!, { digits: 2 })))
          : Promise.resolve(),
  };
  // The message names its field ("{{field}} is required").
  const req = (field: string) => [{ required: true, whitespace: true, message: t('validation.required', { field }) }];
  return (
    <div className="page" data-testid="remittance-add-page">
      <PageHeader title={t('route.communication_paymentRecord_myRemittanceRecord_add')} />
      <div className="page-card">
        {unpaid.isSuccess && (
          <Form
            form={form}
            layout="vertical"
            initialValues={{ currency: initialCurrency, remitted_on: dayjs(), amount: preselectedTotal }}
            onFinish={submit}
            data-testid="remittance-form"
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item htmlFor="rm-remitter" name="remitter" label={t('money.remitter')} rules={req(t('money.remitter'))}>
                  <Input maxLength={200} id="rm-remitter" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="remitted_on"
                  label={t('money.remittedOn')}
                  rules={[{ required: true, message: t('validation.required', { field: t('money.remittedOn') }) }]}
                >
                  <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} id="rm-date" />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item name="currency" label={t('money.currency')} rules={req(t('money.currency'))}>
                  <Select options={(currencies.length ? currencies : ['USD', 'CNY', 'EUR']).map((c) => ({ value: c, label: c }))} data-testid="rm-currency" />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item htmlFor="rm-amount" name="amount" label={t('money.amount')} rules={[amountRule]}>
                  <DecimalInput id="rm-amount" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="bank" label={t('money.bank')}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="bank_reference" label={t('money.bankReference')}>
                  <Input maxLength={100} dir="ltr" />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item htmlFor="rm-contact" name="contact" label={t('money.contact')} rules={req(t('money.contact'))}>
                  <Input maxLength={100} id="rm-contact" />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item htmlFor="rm-phone" name="phone" label={t('money.phone')} rules={req(t('money.phone'))}>
                  <Input maxLength={20} dir="ltr" id="rm-phone" />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item name="postcode" label={t('money.postcode')}>
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="address" label={t('money.address')}>
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="remark" label={t('money.remark')}>
                  <Input maxLength={500} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label={t('money.proof')} required>
              <Upload
                accept={PROOF_ACCEPT}
                maxCount={REMITTANCE_FILES_MAX}
                fileList={files}
                onChange={({ fileList }) => setFiles(fileList)}
                customRequest={({ file, onProgress, onSuccess, onError }) => {
                  uploadWithProgress<{ id: number }>(`/upload?for=${PROOF_UPLOAD_PURPOSE}`, file as File, (percent) => onProgress?.({ percent }))
                    .then((a) => onSuccess?.(a))
                    .catch((e: Error) => onError?.(e));
                }}
                data-testid="rm-proof"
              >
                <Button icon={<UploadOutlined />}>{t('money.uploadProof')}</Button>
              </Upload>
            </Form.Item>
            <Typography.Title level={5}>{t('money.split')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('money.splitHint')}</Typography.Paragraph>
            <Table<UnpaidRow>
              rowKey="application_id"
              size="small"
              pagination={false}
              scroll={{ x: 600 }}
              dataSource={rows.filter((r) => !currency || r.currency === currency)}
              locale={{ emptyText: t('money.empty') }}
              columns={[
                { title: t('money.rfcNo'), dataIndex: 'rfc_no', render: (v: string | null, r) => <bdi dir="ltr">{v ?? r.title}</bdi> },
                { title: t('money.unpaid'), dataIndex: 'unpaid', align: 'end', render: (v: string, r) => <Money amount={v} currency={r.currency} /> },
                {
                  title: t('money.amount'),
                  key: 'pay',
                  render: (_, r) => (
                    <NumberInput<string>
                      stringMode
                      min="0"
                      max={r.unpaid}
                      value={effective(r) ?? null}
                      onChange={(v) => setSplit((s) => ({ ...s, [r.application_id]: v ? String(v) : '' }))}
                      style={{ width: 160 }}
                      aria-label={`${t('money.amount')} ${r.rfc_no ?? r.title}`}
                      data-testid={`rm-split-${r.application_id}`}
                    />
                  ),
                },
              ]}
            />
            {leftover && currency && leftover.gt(0) && (
              <Alert
                type="info"
                showIcon
                style={{ marginTop: 12 }}
                title={t('money.unallocated', { amount: formatMoney(leftover.toFixed(), currency, i18n.language) })}
              />
            )}
            {rows.length === 0 && <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('money.unpaidHint')} />}
            <Button type="primary" htmlType="submit" loading={add.isPending} style={{ marginTop: 16 }} data-testid="rm-submit">
              {t('money.submit')}
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
