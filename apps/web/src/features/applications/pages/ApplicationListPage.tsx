import { Money } from '../../payments';
import { useMemo, useState } from 'react';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { AuditOutlined, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_PAGE_SIZE, APPLICATION_STATUSES, awaitsDraftReview, type ApplicationSummary } from '@tic/shared';
import type { Dayjs } from 'dayjs';
import { ListFilterForm } from '../../../components/ListFilterForm';
import { PageHeader } from '../../../components/PageHeader';
import { CountrySelect } from '../../../components/application/ReferenceSelects';
import { useCountries } from '../../reference';
import { useDictionary } from '../../reference';
import { exportUrl, useApplicationList, type ListFilters } from '../api/list';
import { StatusTag } from '../components/StatusTag';
import { detailPath } from '../lib/paths';
import { routeTitleKey, useArea } from '../lib/areas';
import { draftReviewPath } from '../../certificates';
import { urlTableHandlers } from '../../../lib/urlTable';
import { CancelApplicationButton } from '../../../components/application/CancelApplicationButton';
import { shownPayment } from '../components/detail/waitingOn';

const TEXT_FILTERS = ['keywords', 'title', 'importer', 'exporter'] as const;

/** One line of a list cell, cut with an ellipsis at its own end (the whole text on hover). */
const clip = (v: string | null) => (
  <div className="cell-clip" dir="auto" title={v ?? undefined}>
    {v ?? '—'}
  </div>
);

/**
 * The application list (GET /kenya/rfc/list): filters keywords, country, importer, exporter, title,
 * status and date range, paging and sorting; export to Excel with the same filters. The filters live in
 * the address, so a workbench count links straight to its filtered list.
 */
export default function ApplicationListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const table = urlTableHandlers(search, setSearch);
  const area = useArea();
  const title = routeTitleKey(useLocation().pathname);
  const filters: ListFilters = {
    ...Object.fromEntries(search.entries()),
    area,
    current_page: Number(search.get('current_page') ?? 1),
    per_page: APPLICATION_PAGE_SIZE,
  };
  const list = useApplicationList(filters);
  const statuses = useDictionary('client_apply_status').data ?? [];
  const countries = useCountries().data;
  const countryNames = useMemo(() => new Map((countries ?? []).map((c) => [c.code, c.name])), [countries]);
  const [form] = Form.useForm();
  const [range] = useState<[Dayjs, Dayjs] | null>(null);

  const apply = (values: Record<string, unknown>) => {
    const next = new URLSearchParams();
    for (const k of [...TEXT_FILTERS, 'country', 'status'] as const) {
      const v = values[k];
      if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
    }
    const dates = values.dates as [Dayjs, Dayjs] | null | undefined;
    if (dates?.[0]) next.set('date_from', dates[0].format('YYYY-MM-DD'));
    if (dates?.[1]) next.set('date_to', dates[1].format('YYYY-MM-DD'));
    if (search.get('sort')) next.set('sort', search.get('sort')!);
    if (search.get('order')) next.set('order', search.get('order')!);
    setSearch(next);
  };

  return (
    <div className="page" data-testid="application-list">
      <PageHeader
        title={t(title)}
        extra={
          <Button icon={<DownloadOutlined />} href={exportUrl(filters)} download data-testid="list-export">
            {t('appUi.list.export')}
          </Button>
        }
      />
      <div className="page-card">
        <ListFilterForm
          form={form}
          onFinish={apply}
          initialValues={{ ...Object.fromEntries(search.entries()), dates: range }}
          data-testid="list-filters"
          open={[...search.keys()].some((k) => !['current_page', 'sort', 'order', 'area', TEXT_FILTERS[0]].includes(k))}
        >
          {TEXT_FILTERS.map((k) => (
            <Form.Item key={k} name={k} label={t(`appUi.list.${k}`)} htmlFor={`filter-${k}`}>
              <Input allowClear id={`filter-${k}`} />
            </Form.Item>
          ))}
          <Form.Item name="country" label={t('appUi.list.country')} htmlFor="filter-country">
            <CountrySelect id="filter-country" />
          </Form.Item>
          <Form.Item name="status" label={t('appUi.list.status')}>
            <Select
              allowClear
              options={APPLICATION_STATUSES.map((s) => ({ value: s, label: statuses.find((e) => e.dicKey === s)?.dicValue ?? s }))}
              data-testid="filter-status"
            />
          </Form.Item>
          <Form.Item name="dates" label={t('appUi.list.dates')}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="list-search">
              {t('appUi.list.search')}
            </Button>
          </Form.Item>
        </ListFilterForm>
        <ResponsiveTable<ApplicationSummary>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 1060 }}
          tableLayout="fixed"
          data-testid="application-table"
          onChange={table.onSort}
          pagination={{
            current: Number(filters.current_page),
            pageSize: APPLICATION_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => (
              <span data-testid="list-total">{t(list.data?.total_capped ? 'appUi.list.totalCapped' : 'appUi.list.total', { count: total, total })}</span>
            ),
            onChange: table.onPage,
          }}
          columns={[
            {
              title: t('appUi.list.rfcNo'),
              dataIndex: 'rfc_no',
              sorter: true,
              width: 170,
              render: (v: string | null) => (
                <span className="cell-nowrap" dir="ltr">
                  {v ?? '—'}
                </span>
              ),
            },
            {
              title: t('appUi.list.title'),
              dataIndex: 'title',
              sorter: true,
              render: (v: string, r) => (
                <Link to={detailPath(r)} title={v} dir="auto" className="cell-clip" style={{ display: 'block' }}>
                  {v}
                </Link>
              ),
            },
            // Fixed widths, the importer over the exporter (as the certificate list), long names cut with the whole name on
            // hover: every column fits the page at 1440 px and the title keeps the rest (it had 40 px once the fee came).
            {
              title: t('listUi.parties'),
              dataIndex: 'importer',
              width: 190,
              render: (v: string | null, r) => (
                <>
                  {clip(v)}
                  <div className="cell-secondary">{clip(r.exporter)}</div>
                </>
              ),
            },
            { title: t('appUi.list.country'), dataIndex: 'country', width: 90, render: (v: string | null) => clip(v ? (countryNames.get(v) ?? v) : '—') },
            {
              title: `${t('appUi.list.status')} / ${t('appUi.list.payment')}`,
              dataIndex: 'status',
              sorter: true,
              width: 140,
              render: (v: string, r) => (
                <div className="list-status">
                  <StatusTag value={v} />
                  <StatusTag value={shownPayment(r)} slug="payment_status" />
                  {awaitsDraftReview(r) && (
                    <Link to={draftReviewPath(r.id)} data-testid={`review-draft-${r.id}`}>
                      <AuditOutlined /> {t('certUi.draft.review')}
                    </Link>
                  )}
                  {/* Issue 19: the customer cancels a submitted or returned application from its row (issue 28: one in work too, where its line allows it). */}
                  <CancelApplicationButton application={r} link />
                </div>
              ),
            },
            {
              title: `${t('money.unpaid')} / ${t('money.quoted')}`,
              key: 'fee',
              width: 150,
              render: (_: unknown, r) =>
                r.fee_currency && r.pending_quote_amount ? (
                  // Quoted and not yet accepted: nothing is payable; the amount waits on the customer's decision (issue 27).
                  <span data-testid={`list-fee-${r.id}`}>
                    <span className="cell-nowrap">
                      <Money amount={r.quoted_amount} currency={r.fee_currency} />
                    </span>{' '}
                    <span className="cell-muted">{t('moneyWay.awaitingDecision')}</span>
                  </span>
                ) : r.fee_currency && (Number(r.quoted_amount) > 0 || Number(r.paid_amount) > 0) ? (
                  // Each amount on one line; the pair wraps after the slash ("USD 600.00 / USD 1,200.00" ran into the date).
                  <span data-testid={`list-fee-${r.id}`}>
                    <span className="cell-nowrap">
                      <Money amount={r.unpaid_amount} currency={r.fee_currency} /> /
                    </span>{' '}
                    <span className="cell-nowrap">
                      <Money amount={r.quoted_amount} currency={r.fee_currency} />
                    </span>
                  </span>
                ) : (
                  '—'
                ),
            },
            {
              title: t('appUi.list.created'),
              dataIndex: 'created_at',
              sorter: true,
              width: 160,
              render: (v: string) => (
                <span className="cell-nowrap" dir="ltr">
                  {v.slice(0, 16).replace('T', ' ')}
                </span>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
