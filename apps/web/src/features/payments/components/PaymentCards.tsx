import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { totalsByCurrency } from '@tic/shared';
import { useCredit, useQuotations, useUnpaid } from '../api/payments';
import { moneyList } from './Money';

/** One figure that opens its page (plain elements: the workbench loads no antd component, issue 16). */
function PaymentCard({ to, title, value }: { to: string; title: string; value: ReactNode }) {
  return (
    <Link to={to} className="wb-payment-card">
      <span className="wb-payment-title">{title}</span>
      <span className="wb-payment-value" dir="auto">
        {value}
      </span>
    </Link>
  );
}

/** Workbench: what I still owe (per currency), quotations awaiting my decision, my credit. */
export function PaymentCards() {
  const { t, i18n } = useTranslation();
  const unpaid = useUnpaid();
  const open = useQuotations({ status: 'issued', current_page: 1, per_page: 1 });
  const credit = useCredit();
  const owed = totalsByCurrency((unpaid.data ?? []).map((u) => ({ amount: u.unpaid, currency: u.currency })));
  return (
    <div className="wb-payments" data-testid="payment-cards">
      <PaymentCard to="/communication/paymentRecord/unpaidRecordForm" title={t('money.unpaid')} value={owed.length ? moneyList(owed, i18n.language) : '0'} />
      <PaymentCard
        to="/communication/paymentRecord/feeNotification"
        title={t('money.quotationStatus.issued')}
        value={(open.data?.total ?? 0).toLocaleString()}
      />
      <PaymentCard
        to="/communication/paymentRecord/myRemittanceRecord"
        title={t('money.credit')}
        value={credit.data?.length ? moneyList(credit.data, i18n.language) : '0'}
      />
    </div>
  );
}
