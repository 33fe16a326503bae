import { App, Button, Card, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Decimal, formatMoney, moneyText, type Quotation } from '@tic/shared';
import { DecimalInput } from '../../../components/NumberInput';
import { useCredit } from '../api/payments';
import { useApplyCredit } from '../api/credit';

/**
 * Issue 28: on a quotation the customer accepted, the credit they hold in its currency can pay all or part of it
 * (the server refuses more than held or owed, with the reason). Nothing shows without credit in that currency.
 */
export function CreditUse({ quotation: q }: { quotation: Quotation }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const credit = useCredit();
  const apply = useApplyCredit();
  const [form] = Form.useForm<{ amount: string }>();
  const held = credit.data?.find((c) => c.currency === q.currency)?.amount;
  if (q.status !== 'accepted' || !held || new Decimal(held).lte(0)) return null;
  const suggested = moneyText(Decimal.min(held, q.total), q.currency);
  return (
    <Card size="small" title={t('money.creditUse.title')} data-testid="credit-use">
      <Typography.Paragraph>{t('money.creditUse.held', { amount: formatMoney(held, q.currency, i18n.language) })}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ amount: suggested }}
        onFinish={async (v) => {
          await apply.mutateAsync({ id: q.id, currency: q.currency, amount: v.amount.trim() });
          void message.success(t('money.creditUse.applied', { amount: formatMoney(v.amount.trim(), q.currency, i18n.language) }));
        }}
      >
        <Space wrap>
          <Form.Item name="amount" label={t('money.creditUse.amount')} rules={[{ required: true, whitespace: true, message: t('validation.amount') }]}>
            <DecimalInput addonAfter={q.currency} style={{ width: 200 }} data-testid="credit-use-amount" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="credit-use-apply">
            {t('money.creditUse.apply')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
