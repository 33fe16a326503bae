import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Refund, RefundBody } from '@tic/shared';
import { DecimalInput } from '../../../components/NumberInput';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useMyRefunds, useRequestRefund } from '../api/credit';
import { Money } from './Money';

const COLOR: Record<Refund['status'], string> = { requested: 'processing', paid: 'success', rejected: 'error' };
export const RefundStatusTag = ({ status }: { status: Refund['status'] }) => {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]}>{t(`money.refund.status.${status}`)}</Tag>;
};

/** Issue 28: the customer asks for a refund of the credit they hold, to a bank account (the server checks the balance). */
export function RefundButton({ credit }: { credit: { amount: string; currency: string }[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const ask = useRequestRefund();
  const [form] = Form.useForm<RefundBody>();
  const required = (field: string) => [{ required: true, whitespace: true, message: t('validation.required', { field: t(field) }) }];
  return (
    <>
      <Button
        onClick={() => {
          setKey(crypto.randomUUID());
          setOpen(true);
        }}
        data-testid="refund-ask"
      >
        {t('money.refund.ask')}
      </Button>
      <Modal
        open={open}
        title={t('money.refund.title')}
        okText={t('money.refund.submit')}
        cancelText={t('common.cancel')}
        confirmLoading={ask.isPending}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'refund-submit' } as never}
        onOk={async () => {
          const v = await form.validateFields();
          await ask.mutateAsync({ body: { ...v, amount: v.amount.trim() }, key });
          void message.success(t('money.refund.asked'));
          setOpen(false);
        }}
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ currency: credit[0]?.currency, amount: credit[0]?.amount }}>
          <Form.Item name="currency" label={t('money.refund.currency')} rules={required('money.refund.currency')}>
            <Select
              options={credit.map((c) => ({ value: c.currency, label: c.currency }))}
              onChange={(c: string) => form.setFieldsValue({ amount: credit.find((x) => x.currency === c)?.amount })}
            />
          </Form.Item>
          <Form.Item name="amount" label={t('money.refund.amount')} rules={required('money.refund.amount')}>
            <DecimalInput data-testid="refund-amount" />
          </Form.Item>
          <Form.Item name="account_name" label={t('money.refund.accountName')} rules={required('money.refund.accountName')}>
            <Input maxLength={200} data-testid="refund-account-name" />
          </Form.Item>
          <Form.Item name="account_number" label={t('money.refund.accountNumber')} rules={required('money.refund.accountNumber')}>
            <Input maxLength={60} dir="ltr" data-testid="refund-account-number" />
          </Form.Item>
          <Form.Item name="bank" label={t('money.refund.bank')} rules={required('money.refund.bank')}>
            <Input maxLength={200} data-testid="refund-bank" />
          </Form.Item>
          <Form.Item name="swift" label={t('money.refund.swift')}>
            <Input maxLength={20} dir="ltr" />
          </Form.Item>
          <Form.Item name="remark" label={t('money.refund.remark')}>
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The customer's refunds of credit, newest first. */
export function MyRefunds() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyRefunds(page);
  return (
    <ResponsiveTable<Refund>
      rowKey="id"
      loading={list.isLoading}
      dataSource={list.data?.data}
      pagination={{ current: page, pageSize: 20, total: list.data?.total, onChange: setPage, showSizeChanger: false }}
      locale={{ emptyText: t('money.empty') }}
      columns={[
        { title: t('money.refund.no'), dataIndex: 'no', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
        { title: t('money.refund.amount'), key: 'amount', align: 'end', render: (_: unknown, r) => <Money amount={r.amount} currency={r.currency} /> },
        { title: t('money.refund.account'), key: 'account', render: (_: unknown, r) => `${r.bank} ${r.account_number}` },
        { title: t('money.refund.askedOn'), dataIndex: 'created_at', render: (v: string) => <span dir="ltr">{v.slice(0, 10)}</span> },
        {
          title: t('money.status'),
          dataIndex: 'status',
          render: (s: Refund['status'], r) => (
            <>
              <RefundStatusTag status={s} /> {r.reject_reason ?? r.bank_reference ?? ''}
            </>
          ),
        },
      ]}
    />
  );
}
