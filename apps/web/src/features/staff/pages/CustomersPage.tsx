import { Input, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAFF_PAGE_SIZE } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useCustomers, type CustomerItem } from '../api/staff';
import { day } from '../lib/format';

/** Customers (issue 14): search by name, account, e-mail, mobile or company; each opens the customer's page. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('current_page') ?? 1);
  const keywords = search.get('keywords') ?? '';
  const list = useCustomers({ keywords, current_page: page, per_page: STAFF_PAGE_SIZE });
  return (
    <div className="page" data-testid="staff-customers">
      <PageHeader title={t('route.staff_customers')} />
      <div className="page-card">
        <Input.Search
          allowClear
          defaultValue={keywords}
          placeholder={t('staff.customers.search')}
          onSearch={(v) => setSearch(v.trim() ? { keywords: v.trim() } : {})}
          style={{ maxWidth: 420, marginBlockEnd: 16 }}
          data-testid="customer-search"
        />
        <Table<CustomerItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: STAFF_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setSearch({ ...(keywords ? { keywords } : {}), current_page: String(p) }),
          }}
          columns={[
            {
              title: t('staff.customers.account'),
              dataIndex: 'username',
              width: 140,
              render: (v: string, r) => (
                <Link to={`/staff/customers/${r.id}`} dir="ltr">
                  {v}
                </Link>
              ),
            },
            { title: t('staff.customers.name'), dataIndex: 'name', width: 160, render: (v: string | null) => <span dir="auto">{v ?? '—'}</span> },
            { title: t('staff.customers.company'), dataIndex: 'company', render: (v: string | null) => <span dir="auto">{v ?? '—'}</span> },
            {
              title: t('staff.customers.contact'),
              key: 'c',
              width: 220,
              render: (_: unknown, r) => <span dir="ltr">{[r.email, r.mobile].filter(Boolean).join(' · ') || '—'}</span>,
            },
            {
              title: t('staff.customers.verified'),
              dataIndex: 'verified',
              width: 120,
              render: (v: boolean) =>
                v ? <Tag color="green">{t('staff.customers.verification_verified')}</Tag> : <Tag>{t('staff.customers.verification_pending')}</Tag>,
            },
            { title: t('staff.customers.waiter'), dataIndex: ['waiter', 'name'], width: 140, render: (v: string | undefined) => v ?? '—' },
            { title: t('staff.col.submitted'), dataIndex: 'created_at', width: 120, render: (v: string) => <span dir="ltr">{day(v)}</span> },
          ]}
        />
      </div>
    </div>
  );
}
