import { Button, DatePicker, Form, Input, Result, Select, Space, Table, type TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FINANCE_REMITTANCE_FILTERS, FINANCE_REMITTANCE_SORTS, formatMoney, STAFF_PAGE_SIZE, type StaffRemittanceRow } from '@tic/shared';
import { ListFilterForm } from '../../../components/ListFilterForm';
import { PageHeader } from '../../../components/PageHeader';
import { StatusPage } from '../../../components/StatusPage';
import { Money, RemittanceStatusTag } from '../../payments';
import { useFinanceRemittances } from '../api/financeDesk';
import { FinanceRefunds } from '../components/FinanceRefunds';
import { when } from '../lib/format';
import { useClearable } from '../../../components/clearable';
import { ltr } from '../../../lib/i18n';

const TEXT_FILTERS = ['customer', 'currency', 'rfc_no'] as const;
/** The filters after the first (status): behind "More filters" on a phone. */
const FOLDED_FILTERS = [...TEXT_FILTERS, 'date_from', 'date_to'] as const;
/** The sum of the columns' widths: under the desktop card's width at 1440 px (about 1,060 px), so the table fits it there. */
const FINANCE_TABLE_MIN_WIDTH = 1020;
type Sort = (typeof FINANCE_REMITTANCE_SORTS)[number];
/** The table column of each server sort. */
const SORT_COLUMN: Record<Sort, string> = { no: 'no', remitted_on: 'remitted_on', amount: 'amount', created_at: 'created_at' };

/**
 * Staff, finance desk (policy row finance_remittances): every customer's remittances. Filters (status,
 * customer, currency, remittance dates, application number), sort and page live in the address; the totals
 * of the whole filtered list are per currency, never one number across currencies. Each application number
 * opens its staff page, where the remittance actions are.
 */
export default function FinanceRemittancesPage() {
  const { t, i18n } = useTranslation();
  const clearable = useClearable();
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm();
  const sort = (FINANCE_REMITTANCE_SORTS as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as Sort) : 'created_at';
  const order = search.get('order') === 'asc' ? 'asc' : 'desc';
  const page = Number(search.get('current_page') ?? 1) || 1;
  const query = { ...Object.fromEntries(search.entries()), sort, order, current_page: page, per_page: STAFF_PAGE_SIZE };
  const list = useFinanceRemittances(query);
  const dateFrom = search.get('date_from');
  const dateTo = search.get('date_to');

  const set = (patch: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(search);
    if (!keepPage) next.delete('current_page');
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    setSearch(next);
  };
  const apply = (v: Record<string, unknown>) => {
    const dates = v.dates as [Dayjs | null, Dayjs | null] | null | undefined;
    set({
      ...Object.fromEntries(TEXT_FILTERS.map((k) => [k, typeof v[k] === 'string' ? (v[k] as string).trim() : undefined])),
      status: (v.status as string | undefined) ?? undefined,
      date_from: dates?.[0]?.format('YYYY-MM-DD'),
      date_to: dates?.[1]?.format('YYYY-MM-DD'),
    });
  };
  const onTable: TableProps<StaffRemittanceRow>['onChange'] = (p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = (FINANCE_REMITTANCE_SORTS as readonly string[]).find((k) => SORT_COLUMN[k as Sort] === s?.columnKey);
    const nextSort = s?.order && key ? key : undefined;
    const nextOrder = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
    if (nextSort !== (search.get('sort') ?? undefined) || nextOrder !== (search.get('order') ?? undefined)) set({ sort: nextSort, order: nextOrder });
    else set({ current_page: String(p.current ?? 1) }, true);
  };
  const sortOrder = (col: Sort) => (sort === col ? (order === 'asc' ? 'ascend' : 'descend') : null);

  if (list.isError)
    return (list.error as { status?: number } | null)?.status === 403 ? (
      <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" />
    ) : (
      <Result status="warning" title={t('common.pageLoadFailed')} />
    );

  return (
    <div className="page" data-testid="finance-remittances">
      <PageHeader title={t('route.staff_remittances')} subtitle={t('financeList.intro')} />
      <div className="page-card">
        {/* On a phone the status filter and the search show; the others fold under "More filters" (open when one is in use). */}
        <ListFilterForm
          form={form}
          name="finance"
          onFinish={apply}
          initialValues={{
            ...Object.fromEntries(search.entries()),
            dates: dateFrom || dateTo ? [dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null] : null,
          }}
          className="staff-filters"
          data-testid="finance-filters"
          open={FOLDED_FILTERS.some((k) => search.has(k))}
        >
          <Form.Item name="status" label={t('financeList.status')}>
            <Select
              allowClear
              placeholder={t('financeList.allStatuses')}
              options={FINANCE_REMITTANCE_FILTERS.map((s) => ({ value: s, label: t(`financeList.st.${s}`) }))}
              data-testid="finance-filter-status"
            />
          </Form.Item>
          <Form.Item name="customer" label={t('financeList.customer')}>
            <Input allowClear={clearable} />
          </Form.Item>
          <Form.Item name="currency" label={t('financeList.currency')}>
            <Input allowClear={clearable} maxLength={3} dir="ltr" />
          </Form.Item>
          <Form.Item name="rfc_no" label={t('financeList.rfcNo')}>
            <Input allowClear={clearable} dir="ltr" />
          </Form.Item>
          <Form.Item name="dates" label={t('financeList.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="finance-search">
                {t('financeList.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setSearch(new URLSearchParams());
                }}
              >
                {t('financeList.reset')}
              </Button>
            </Space>
          </Form.Item>
        </ListFilterForm>
        {!!list.data?.totals.length && (
          <div className="finance-totals" data-testid="finance-totals" style={{ marginBlockEnd: 12 }}>
            <strong>{t('financeList.totals')}</strong>
            {list.data.totals.map((x) => (
              <div key={x.currency} data-testid={`finance-total-${x.currency}`}>
                {t('financeList.totalLine', {
                  count: x.count,
                  amount: ltr(formatMoney(x.amount, x.currency, i18n.language)),
                  confirmed: ltr(formatMoney(x.confirmed_amount, x.currency, i18n.language)),
                })}
              </div>
            ))}
          </div>
        )}
        <Table<StaffRemittanceRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          // Fits the desktop card (the columns' widths add up to under its width, so it fills it and never starts cut
          // at the Arabic start edge); narrower, it scrolls inside the card from its start edge.
          size="middle"
          scroll={{ x: FINANCE_TABLE_MIN_WIDTH }}
          tableLayout="fixed"
          data-testid="finance-table"
          locale={{ emptyText: t('financeList.empty') }}
          onChange={onTable}
          onRow={(r) => ({ 'data-testid': `finance-row-${r.no}` }) as never}
          pagination={{
            current: page,
            pageSize: STAFF_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('financeList.listTotal', { count: total }),
          }}
          columns={[
            {
              title: t('financeList.no'),
              dataIndex: 'no',
              key: 'no',
              width: 125,
              sorter: true,
              sortOrder: sortOrder('no'),
              render: (v: string) => <span dir="ltr">{v}</span>,
            },
            {
              title: t('financeList.customer'),
              key: 'customer',
              width: 100,
              render: (_: unknown, r) => (
                <Link to={`/staff/customers/${r.customer.id}`} className="cell-clip" dir="auto">
                  {r.customer.name ?? r.customer.username}
                </Link>
              ),
            },
            {
              title: t('financeList.remitter'),
              dataIndex: 'remitter',
              width: 130,
              render: (v: string) => (
                <div className="cell-clip" dir="auto" title={v}>
                  {v}
                </div>
              ),
            },
            {
              title: t('financeList.remittedOn'),
              dataIndex: 'remitted_on',
              key: 'remitted_on',
              width: 105,
              sorter: true,
              sortOrder: sortOrder('remitted_on'),
              render: (v: string) => <span dir="ltr">{v}</span>,
            },
            {
              title: t('financeList.amount'),
              key: 'amount',
              width: 120,
              sorter: true,
              sortOrder: sortOrder('amount'),
              render: (_: unknown, r) => <Money amount={r.amount} currency={r.currency} />,
            },
            {
              title: t('financeList.confirmed'),
              key: 'confirmed',
              width: 120,
              render: (_: unknown, r) => <Money amount={r.confirmed_amount} currency={r.currency} />,
            },
            { title: t('financeList.status'), dataIndex: 'status', width: 90, render: (_: unknown, r) => <RemittanceStatusTag status={r.status} /> },
            {
              title: t('financeList.applications'),
              key: 'applications',
              width: 130,
              render: (_: unknown, r) => (
                <span className="staff-row-actions">
                  {r.applications.map((a) => (
                    <Link key={a.application_id} to={`/staff/rfc/${a.application_id}`} dir="ltr" data-testid={`finance-open-${a.application_id}`}>
                      {a.rfc_no ?? `#${a.application_id}`}
                    </Link>
                  ))}
                </span>
              ),
            },
            {
              title: t('financeList.createdAt'),
              dataIndex: 'created_at',
              key: 'created_at',
              width: 100,
              sorter: true,
              sortOrder: sortOrder('created_at'),
              render: (v: string) => <span dir="ltr">{when(v)}</span>,
            },
          ]}
        />
      </div>
      <FinanceRefunds />
    </div>
  );
}
