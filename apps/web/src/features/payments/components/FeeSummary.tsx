import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ApplicationSummary } from '@tic/shared';
import { http } from '../../../lib/api';
import { useQuotations } from '../api/payments';
import { usePaymentPaths } from '../lib/paths';
import { CreditUse } from './CreditUse';
import { QuotationView } from './QuotationDrawer';
import { Money } from './Money';
import { ltr } from '../../../lib/i18n';

type Amounts = Pick<
  ApplicationSummary,
  'goods_values' | 'fee_currency' | 'quoted_amount' | 'paid_amount' | 'unpaid_amount' | 'pending_quote_amount' | 'payment_status'
>;

/** Whether anything was ever quoted or paid (a withdrawn or expired only quotation leaves the currency and zeros). */
export const quotedOrPaid = (a: Pick<Amounts, 'quoted_amount' | 'paid_amount'>) => Number(a.quoted_amount ?? 0) > 0 || Number(a.paid_amount ?? 0) > 0;

/** Quoted, paid and unpaid in the fee currency, and the invoices' goods value per currency (not a fee). */
export function FeeAmounts({ a }: { a: Amounts }) {
  const { t } = useTranslation();
  const c = a.fee_currency;
  const paths = usePaymentPaths();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} data-testid="fee-summary">
      <Descriptions.Item label={t('money.quoted')}>
        {c && quotedOrPaid(a) ? <Money amount={a.quoted_amount} currency={c} /> : t('applications.payment.to_be_quoted')}
      </Descriptions.Item>
      <Descriptions.Item label={t('money.paid')}>
        <span data-testid="fee-paid">{c ? <Money amount={a.paid_amount} currency={c} /> : '-'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('money.unpaid')}>
        {c && a.unpaid_amount && Number(a.unpaid_amount) > 0 ? (
          <Link to={paths.unpaid}>
            <Money amount={a.unpaid_amount} currency={c} />
          </Link>
        ) : c ? (
          <Money amount={a.unpaid_amount} currency={c} />
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('money.goodsValue')}>
        {a.goods_values.length
          ? a.goods_values.map((g) => (
              <div key={g.currency}>
                <Money amount={g.amount} currency={g.currency} />
              </div>
            ))
          : '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * The money of one application (its page), once it has left the draft (issue 27): each quotation awaiting the
 * customer's decision, shown whole with Accept and Reject; the amount due with its "Pay" path (the remittance form
 * with this application chosen) and, with credit held, paying an accepted quotation from it (issue 28); then quoted,
 * paid, unpaid and the goods value.
 */
export function FeeSummary({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const paths = usePaymentPaths();
  const q = useQuery({
    queryKey: ['payments', 'application', applicationId],
    queryFn: ({ signal }) => http.get<Amounts & { status: string }>(`/rfc/detail/${applicationId}`, { signal, silent: true }),
  });
  const quoted = !!q.data?.fee_currency;
  const pending = useQuotations({ application_id: applicationId, status: 'issued', current_page: 1, per_page: 5 }, quoted);
  const owing = !!q.data?.unpaid_amount && Number(q.data.unpaid_amount) > 0;
  // Accepted and still owed: the credit the customer holds can pay them here (CreditUse shows only with credit held).
  const accepted = useQuotations({ application_id: applicationId, status: 'accepted', current_page: 1, per_page: 5 }, quoted && owing);
  if (!q.data || q.data.status === 'draft') return null;
  const a = q.data;
  const due = a.fee_currency && a.unpaid_amount && Number(a.unpaid_amount) > 0 ? a.unpaid_amount : null;
  return (
    <section className="page-card" style={{ marginBottom: 16 }} aria-label={t('moneyWay.title')} data-testid="application-money">
      {(pending.data?.data ?? []).map((x) => (
        <div key={x.id} style={{ marginBottom: 16 }} data-testid={`application-quotation-${x.id}`}>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('moneyWay.pending', { no: x.no, amount: ltr(formatMoney(x.total, x.currency, i18n.language)), date: x.valid_until })}
          />
          <QuotationView quotation={x} />
        </div>
      ))}
      {due && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('moneyWay.due', { amount: ltr(formatMoney(due, a.fee_currency!, i18n.language)) })}
          action={
            <Link to={paths.pay([applicationId])}>
              <Button type="primary" data-testid="application-pay">
                {t('moneyWay.pay')}
              </Button>
            </Link>
          }
          data-testid="application-due"
        />
      )}
      {due &&
        (accepted.data?.data ?? []).map((x) => (
          <div key={x.id} style={{ marginBottom: 12 }}>
            <CreditUse quotation={x} />
          </div>
        ))}
      <FeeAmounts a={a} />
    </section>
  );
}
