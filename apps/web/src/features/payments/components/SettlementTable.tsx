import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type SettlementRow } from '@tic/shared';
import { settlementExcelUrl, useSettlement } from '../api/payments';
import { Money } from './Money';

/** The settlement list (spec columns), filterable, exported to Excel with the same filters. */
export function SettlementTable() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const [page, setPage] = useState(1);
  const list = useSettlement({ ...filters, current_page: page, per_page: 20 });
  return (
    <div data-testid="settlement">
      <Form
        layout="inline"
        onFinish={(v: Record<string, string | undefined>) => {
          setFilters({ keywords: v.keywords?.trim() || undefined, payment_status: v.payment_status, currency: v.currency?.trim() || undefined });
          setPage(1);
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="keywords" label={t('money.keywords')}>
          <Input allowClear id="settlement-keywords" />
        </Form.Item>
        <Form.Item name="payment_status" label={t('money.chargingStatus')}>
          <Select allowClear style={{ minWidth: 140 }} options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`applications.payment.${s}`) }))} />
        </Form.Item>
        <Form.Item name="currency" label={t('money.currency')}>
          <Input allowClear style={{ width: 90 }} maxLength={3} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('money.search')}
          </Button>
          <Button icon={<DownloadOutlined />} href={settlementExcelUrl(filters)} data-testid="settlement-excel">
            {t('money.exportExcel')}
          </Button>
        </Space>
      </Form>
      <ResponsiveTable<SettlementRow>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data}
        scroll={{ x: 900 }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: t('money.empty') }}
        columns={[
          { title: t('money.rfcNo'), dataIndex: 'rfc_no', render: (v: string | null) => <bdi dir="ltr">{v}</bdi> },
          { title: t('money.bailor'), dataIndex: 'bailor' },
          { title: t('money.factory'), dataIndex: 'factory' },
          { title: t('money.amount'), dataIndex: 'amount', align: 'end', render: (v: string, r) => <Money amount={v} currency={r.currency} /> },
          { title: t('money.department'), dataIndex: 'department' },
          { title: t('money.chargingStatus'), dataIndex: 'payment_status', render: (v: string | null) => (v ? t(`applications.payment.${v}`) : '') },
          { title: t('money.validity'), dataIndex: 'valid_until' },
          { title: t('money.remittanceNo'), dataIndex: 'remittance_no', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
        ]}
      />
    </div>
  );
}
