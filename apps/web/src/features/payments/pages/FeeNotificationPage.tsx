import { useState } from 'react';
import { Button, Segmented, Space } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { EyeOutlined, PayCircleOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useQuotations, useUnpaid } from '../api/payments';
import { Money } from '../components/Money';
import { QuotationDrawer, QuotationStatusTag } from '../components/QuotationDrawer';
import { usePaymentPaths } from '../lib/paths';

/** paymentRecord/feeNotification: the customer's quotations and fee notices, previewed, accepted or rejected here. */
export default function FeeNotificationPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'quotation' | 'fee_notice'>('quotation');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const paths = usePaymentPaths();
  // An accepted quotation with money still owed on its applications leads straight to the remittance form.
  const owing = new Set((useUnpaid().data ?? []).map((u) => u.application_id));
  const list = useQuotations({ kind, current_page: page, per_page: 20 });
  // ?quotation=<number> (a notice's link, the application page): that quotation opens at once, whatever its kind or page.
  const [search, setSearch] = useSearchParams();
  const linked = search.get('quotation') ?? undefined;
  const byNo = useQuotations({ no: linked, current_page: 1, per_page: 1 }, !!linked);
  const open = (openId !== null ? list.data?.data.find((q) => q.id === openId) : linked ? byNo.data?.data[0] : null) ?? null;
  const close = () => {
    setOpenId(null);
    if (linked) setSearch({}, { replace: true });
  };
  return (
    <div className="page" data-testid="fee-notification">
      <PageHeader title={t('route.communication_paymentRecord_feeNotification')} />
      <div className="page-card">
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(v as typeof kind);
            setPage(1);
          }}
          options={[
            { value: 'quotation', label: t('money.quotations') },
            { value: 'fee_notice', label: t('money.feeNotices') },
          ]}
          data-testid="quotation-kind"
        />
        <ResponsiveTable<Quotation>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.data}
          scroll={{ x: 760 }}
          style={{ marginTop: 16 }}
          pagination={{ current: page, pageSize: 20, total: list.data?.total, onChange: setPage, showSizeChanger: false }}
          locale={{ emptyText: t('money.empty') }}
          columns={[
            { title: t('money.quotationNo'), dataIndex: 'no', render: (v: string, q) => <bdi dir="ltr">{q.version > 1 ? `${v} v${q.version}` : v}</bdi> },
            { title: t('money.application'), key: 'apps', render: (_, q) => [...new Set(q.lines.map((l) => l.rfc_no ?? l.title))].join(', ') },
            { title: t('money.total'), dataIndex: 'total', align: 'end', render: (v: string, q) => <Money amount={v} currency={q.currency} /> },
            { title: t('money.validUntil'), dataIndex: 'valid_until' },
            { title: t('money.status'), dataIndex: 'status', render: (s: Quotation['status']) => <QuotationStatusTag status={s} /> },
            {
              title: '',
              key: 'act',
              render: (_, q) => {
                const unpaid = q.status === 'accepted' ? [...new Set(q.lines.map((l) => l.application_id))].filter((id) => owing.has(id)) : [];
                return (
                  <Space wrap size="small">
                    <Button size="small" icon={<EyeOutlined />} onClick={() => setOpenId(q.id)} data-testid={`quotation-open-${q.id}`}>
                      {t('money.preview')}
                    </Button>
                    {unpaid.length > 0 && (
                      <Link to={paths.pay(unpaid)}>
                        <Button size="small" type="primary" icon={<PayCircleOutlined />} data-testid={`quotation-pay-${q.id}`}>
                          {t('moneyWay.pay')}
                        </Button>
                      </Link>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </div>
      <QuotationDrawer quotation={open} onClose={close} />
    </div>
  );
}
