import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoneyList, formatNumber, totalsByCurrency } from '@tic/shared';
import { PlainSkeleton } from '../../../components/plain/PlainSkeleton';
import { useCredit, useQuotations, useUnpaid } from '../api/payments';
import { usePaymentPaths } from '../lib/paths';

/** One figure that opens its page (plain elements: the workbench loads no antd component, issue 16); a bar while loading. */
function PaymentCard({ to, title, value, testId }: { to: string; title: string; value: ReactNode | undefined; testId: string }) {
  return (
    <Link to={to} className="wb-payment-card" data-testid={testId}>
      <span className="wb-payment-title">{title}</span>
      <span className="wb-payment-value" dir="auto">
        {value === undefined ? <PlainSkeleton width="6em" /> : value}
      </span>
    </Link>
  );
}

/** Workbench: what I still owe (per currency), quotations awaiting my decision, my credit; each opens the area's own payment page. */
export function PaymentCards() {
  const { t, i18n } = useTranslation();
  const paths = usePaymentPaths();
  const unpaid = useUnpaid();
  const open = useQuotations({ status: 'issued', current_page: 1, per_page: 1 });
  const credit = useCredit();
  const lang = i18n.language;
  const owed = unpaid.data && totalsByCurrency(unpaid.data.map((u) => ({ amount: u.unpaid, currency: u.currency })));
  // Until an answer arrives the figure is unknown (a bar), not 0: a 0 while loading reads as "nothing owed".
  return (
    <div className="wb-payments" data-testid="payment-cards">
      <PaymentCard
        to={paths.unpaid}
        title={t('money.unpaid')}
        value={owed && (owed.length ? formatMoneyList(owed, lang) : formatNumber(lang, 0))}
        testId="payment-card-unpaid"
      />
      <PaymentCard
        to={paths.feeNotification}
        title={t('money.quotationStatus.issued')}
        value={open.data && formatNumber(lang, open.data.total)}
        testId="payment-card-quotations"
      />
      <PaymentCard
        to={paths.remittances}
        title={t('money.credit')}
        value={credit.data && (credit.data.length ? formatMoneyList(credit.data, lang) : formatNumber(lang, 0))}
        testId="payment-card-credit"
      />
    </div>
  );
}
