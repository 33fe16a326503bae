import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@tic/shared';
import { http } from '../../../lib/api';
import { Money } from './Money';

type Amounts = Pick<ApplicationSummary, 'goods_values' | 'fee_currency' | 'quoted_amount' | 'paid_amount' | 'unpaid_amount' | 'payment_status'>;

/** Quoted, paid and unpaid in the fee currency, and the invoices' goods value per currency (not a fee). */
export function FeeAmounts({ a }: { a: Amounts }) {
  const { t } = useTranslation();
  const c = a.fee_currency;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} data-testid="fee-summary">
      <Descriptions.Item label={t('money.quoted')}>
        {c ? <Money amount={a.quoted_amount} currency={c} /> : t('applications.payment.to_be_quoted')}
      </Descriptions.Item>
      <Descriptions.Item label={t('money.paid')}>
        <span data-testid="fee-paid">{c ? <Money amount={a.paid_amount} currency={c} /> : '-'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('money.unpaid')}>
        {c && a.unpaid_amount && Number(a.unpaid_amount) > 0 ? (
          <Link to="/communication/paymentRecord/unpaidRecordForm">
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

/** The amounts of one application (its detail screen), once it has left the draft. */
export function FeeSummary({ applicationId }: { applicationId: number }) {
  const q = useQuery({
    queryKey: ['payments', 'application', applicationId],
    queryFn: ({ signal }) => http.get<Amounts & { status: string }>(`/rfc/detail/${applicationId}`, { signal, silent: true }),
  });
  if (!q.data || q.data.status === 'draft') return null;
  return (
    <div className="page-card" style={{ marginBottom: 16 }}>
      <FeeAmounts a={q.data} />
    </div>
  );
}
