import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { totalsByCurrency } from '@tic/shared';
import { useCredit, useQuotations, useUnpaid } from '../api/payments';
import { moneyList } from './Money';

/** Workbench: what I still owe (per currency), quotations awaiting my decision, my credit. */
export function PaymentCards() {
  const { t, i18n } = useTranslation();
  const unpaid = useUnpaid();
  const open = useQuotations({ status: 'issued', current_page: 1, per_page: 1 });
  const credit = useCredit();
  const owed = totalsByCurrency((unpaid.data ?? []).map((u) => ({ amount: u.unpaid, currency: u.currency })));
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="payment-cards">
      <Col xs={24} md={8}>
        <Link to="/communication/paymentRecord/unpaidRecordForm">
          <Card hoverable size="small">
            <Statistic title={t('money.unpaid')} value={owed.length ? moneyList(owed, i18n.language) : '0'} />
          </Card>
        </Link>
      </Col>
      <Col xs={24} md={8}>
        <Link to="/communication/paymentRecord/feeNotification">
          <Card hoverable size="small">
            <Statistic title={t('money.quotationStatus.issued')} value={open.data?.total ?? 0} />
          </Card>
        </Link>
      </Col>
      <Col xs={24} md={8}>
        <Link to="/communication/paymentRecord/myRemittanceRecord">
          <Card hoverable size="small">
            <Statistic title={t('money.credit')} value={credit.data?.length ? moneyList(credit.data, i18n.language) : '0'} />
          </Card>
        </Link>
      </Col>
    </Row>
  );
}
