import { useState } from 'react';
import { Button, Typography } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnpaidRow } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useUnpaid } from '../api/payments';
import { Money } from '../components/Money';
import { usePaymentPaths } from '../lib/paths';

/** paymentRecord/unpaidRecordForm: applications with accepted quotations and money outstanding; several selected -> one remittance. */
export default function UnpaidPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaymentPaths();
  const list = useUnpaid();
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <div className="page" data-testid="unpaid-page">
      <PageHeader
        title={t('route.communication_paymentRecord_unpaidRecordForm')}
        subtitle={t('money.unpaidHint')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={selected.length === 0}
            onClick={() => navigate(paths.pay(selected))}
            data-testid="unpaid-pay"
          >
            {t('money.payselected')}
          </Button>
        }
      />
      <div className="page-card">
        <ResponsiveTable<UnpaidRow>
          rowKey="application_id"
          loading={list.isLoading}
          dataSource={list.data}
          pagination={false}
          locale={{ emptyText: t('money.empty') }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as number[]),
            getCheckboxProps: (r) => ({ 'aria-label': r.rfc_no ?? r.title, 'data-testid': `unpaid-select-${r.application_id}` }) as object,
          }}
          columns={[
            { title: t('money.rfcNo'), dataIndex: 'rfc_no', render: (v: string | null, r) => <bdi dir="ltr">{v ?? r.title}</bdi> },
            { title: t('money.quotationNo'), dataIndex: 'quotations', render: (v: string[]) => <Typography.Text>{v.join(', ')}</Typography.Text> },
            { title: t('money.quoted'), dataIndex: 'quoted', align: 'end', render: (v: string, r) => <Money amount={v} currency={r.currency} /> },
            { title: t('money.paid'), dataIndex: 'paid', align: 'end', render: (v: string, r) => <Money amount={v} currency={r.currency} /> },
            {
              title: t('money.unpaid'),
              dataIndex: 'unpaid',
              align: 'end',
              render: (v: string, r) => (
                <strong>
                  <Money amount={v} currency={r.currency} />
                </strong>
              ),
            },
            { title: t('money.chargingStatus'), dataIndex: 'payment_status', render: (v: string | null) => (v ? t(`applications.payment.${v}`) : '') },
          ]}
        />
      </div>
    </div>
  );
}
