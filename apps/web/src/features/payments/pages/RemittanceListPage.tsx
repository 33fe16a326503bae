import { useEffect, useState } from 'react';
import { Alert, Button, Segmented } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Remittance } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useCredit, useRemittances } from '../api/payments';
import { Money, moneyList } from '../components/Money';
import { RemittanceStatusTag } from '../components/RemittanceStatusTag';
import { SettlementTable } from '../components/SettlementTable';
import { MyRefunds, RefundButton } from '../components/Refunds';
import { StatementTab } from '../components/StatementTab';
import { usePaymentPaths } from '../lib/paths';

/** ?remittance=<number> (a notice's link): opens that remittance's page in place of the list. */
function useOpenByNumber(detail: (id: number) => string) {
  const navigate = useNavigate();
  const no = useSearchParams()[0].get('remittance') ?? undefined;
  const found = useRemittances({ no, current_page: 1, per_page: 1 }, !!no);
  const id = found.data?.data[0]?.id;
  useEffect(() => {
    if (id) navigate(detail(id), { replace: true });
  }, [id, detail, navigate]);
}

/** paymentRecord/myRemittanceRecord: my remittances (and the settlement list), with my credit. */
export default function RemittanceListPage() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<'remittances' | 'settlement' | 'refunds' | 'statement'>(
    useSearchParams()[0].get('tab') === 'statement' ? 'statement' : 'remittances',
  );
  const [page, setPage] = useState(1);
  const list = useRemittances({ current_page: page, per_page: 20 });
  const credit = useCredit();
  const paths = usePaymentPaths();
  useOpenByNumber(paths.remittance);
  return (
    <div className="page" data-testid="remittance-list">
      <PageHeader
        title={t('route.communication_paymentRecord_myRemittanceRecord')}
        extra={
          <Link to={paths.addRemittance}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="remittance-add">
              {t('money.addRemittance')}
            </Button>
          </Link>
        }
      />
      {credit.data && credit.data.length > 0 && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('money.creditBalance', { amounts: moneyList(credit.data, i18n.language) })}
          action={<RefundButton credit={credit.data} />}
          data-testid="credit"
        />
      )}
      <div className="page-card">
        <Segmented
          value={tab}
          onChange={(v) => setTab(v as typeof tab)}
          options={[
            { value: 'remittances', label: t('money.remittances') },
            { value: 'settlement', label: t('money.settlement') },
            { value: 'refunds', label: t('money.refund.list') },
            { value: 'statement', label: t('statement.title') },
          ]}
          style={{ marginBottom: 16 }}
          className="wrap-tabs"
          data-testid="remittance-tabs"
        />
        {tab === 'refunds' && <MyRefunds />}
        {tab === 'statement' && <StatementTab />}
        {tab === 'settlement' && <SettlementTable />}
        {tab === 'remittances' && (
          <ResponsiveTable<Remittance>
            rowKey="id"
            loading={list.isLoading}
            dataSource={list.data?.data}
            scroll={{ x: 820 }}
            pagination={{ current: page, pageSize: 20, total: list.data?.total, onChange: setPage, showSizeChanger: false }}
            locale={{ emptyText: t('money.empty') }}
            columns={[
              {
                title: t('money.remittanceNo'),
                dataIndex: 'no',
                render: (v: string, r) => (
                  <Link to={paths.remittance(r.id)} data-testid={`remittance-link-${r.id}`}>
                    <bdi dir="ltr">{v}</bdi>
                  </Link>
                ),
              },
              { title: t('money.remitter'), dataIndex: 'remitter' },
              { title: t('money.remittedOn'), dataIndex: 'remitted_on' },
              { title: t('money.amount'), dataIndex: 'amount', align: 'end', render: (v: string, r) => <Money amount={v} currency={r.currency} /> },
              {
                title: t('money.confirmed'),
                dataIndex: 'confirmed_amount',
                align: 'end',
                render: (v: string, r) => <Money amount={v} currency={r.currency} />,
              },
              { title: t('money.application'), key: 'apps', render: (_, r) => r.allocations.map((a) => a.rfc_no ?? a.title).join(', ') },
              { title: t('money.status'), dataIndex: 'status', render: (s: Remittance['status']) => <RemittanceStatusTag status={s} /> },
            ]}
          />
        )}
      </div>
    </div>
  );
}
