import { Badge, Button, Form, Grid, Input, Select, Tabs } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { SearchOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, BUSINESS_AREAS, PROCESS_STEPS, STAFF_PAGE_SIZE, STAFF_QUEUES, STAFF_SORTS, type StaffQueueItem } from '@tic/shared';
import { ListFilterForm } from '../../../components/ListFilterForm';
import { PageHeader } from '../../../components/PageHeader';
import { CountrySelect } from '../../../components/application/ReferenceSelects';
import { useApplicationTypes } from '../../reference';
import { StatusTag } from '../../applications';
import { useQueues, useStaffAction, useStaffList, useStaffMe } from '../api/staff';
import { DaysLeft } from '../components/DaysLeft';
import { when } from '../lib/format';
import { useClearable } from '../../../components/clearable';
import { NumberInput } from '../../../components/NumberInput';

const FILTERS = ['keywords', 'line', 'application_type', 'status', 'process_step', 'customer_id', 'assignee_id', 'min_age_days', 'country'] as const;

function TakeButton({ item }: { item: StaffQueueItem }) {
  const { t } = useTranslation();
  const take = useStaffAction(item.id);
  return (
    <Button size="small" loading={take.isPending} onClick={() => take.mutate({ path: 'take' })} data-testid={`take-${item.id}`}>
      {t('staff.action.take')}
    </Button>
  );
}

/**
 * The work queues (issue 14): new submissions, assigned to me, available to my roles, waiting on the customer,
 * overdue, all; each with its count. Filters, sorting and the page live in the address.
 */
export default function QueuesPage() {
  const { t } = useTranslation();
  const clearable = useClearable();
  const narrow = Grid.useBreakpoint().md === false;
  const [search, setSearch] = useSearchParams();
  const queue = search.get('queue') ?? 'new';
  const filters = { ...Object.fromEntries(search.entries()), queue, current_page: Number(search.get('current_page') ?? 1), per_page: STAFF_PAGE_SIZE };
  const list = useStaffList(filters);
  const counts = useQueues().data?.queues ?? [];
  const me = useStaffMe().data;
  const types = useApplicationTypes();
  const [form] = Form.useForm();

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    next.delete('current_page');
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    setSearch(next);
  };
  const apply = (values: Record<string, unknown>) =>
    set(Object.fromEntries(FILTERS.map((k) => [k, values[k] === undefined || values[k] === null ? undefined : String(values[k]).trim()])));

  return (
    <div className="page" data-testid="staff-queues">
      <PageHeader
        title={t('route.staff_queues')}
        subtitle={me ? t('staff.myRoles', { roles: me.roles.map((r) => t(`staff.role.${r}`)).join(', ') }) : undefined}
      />
      <div className="page-card">
        {narrow ? (
          // On a phone the six queues do not fit a tab row; antd folds the rest into a "more" button that is not a tab
          // (axe: a tab list holding a button, and a button without a name). A labelled select holds them all.
          <Select
            className="staff-queue-select"
            aria-label={t('route.staff_queues')}
            value={queue}
            onChange={(k: string) => set({ queue: k })}
            options={STAFF_QUEUES.map((q) => ({ value: q, label: `${t(`staff.queue.${q}`)} (${counts.find((c) => c.queue === q)?.count ?? 0})` }))}
            data-testid="queue-select"
          />
        ) : (
          <Tabs
            activeKey={queue}
            onChange={(k) => set({ queue: k })}
            items={STAFF_QUEUES.map((q) => ({
              key: q,
              label: (
                <span data-testid={`queue-${q}`}>
                  {t(`staff.queue.${q}`)}{' '}
                  <Badge count={counts.find((c) => c.queue === q)?.count ?? 0} showZero overflowCount={99999} color={q === 'overdue' ? 'red' : '#1f5fa8'} />
                </span>
              ),
            }))}
          />
        )}
        <ListFilterForm
          form={form}
          onFinish={apply}
          initialValues={Object.fromEntries(search.entries())}
          className="staff-filters"
          data-testid="staff-filters"
          open={FILTERS.slice(1).some((k) => search.has(k))}
        >
          <Form.Item name="keywords" label={t('staff.filters')}>
            <Input allowClear={clearable} placeholder={t('staff.keywords')} id="staff-keywords" />
          </Form.Item>
          <Form.Item name="line" label={t('staff.col.line')}>
            <Select allowClear placeholder={t('staff.anyLine')} options={BUSINESS_AREAS.map((a) => ({ value: a, label: t(`area.${a}`) }))} />
          </Form.Item>
          <Form.Item name="application_type" label={t('staff.col.type')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('staff.anyType')}
              options={types.map((x) => ({ value: x.code, label: x.name }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('staff.col.status')}>
            <Select
              allowClear
              placeholder={t('staff.anyStatus')}
              options={APPLICATION_STATUSES.filter((s) => s !== 'draft').map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="process_step" label={t('staff.col.step')}>
            <Select allowClear placeholder={t('staff.anyStep')} options={PROCESS_STEPS.map((s) => ({ value: s, label: t(`applications.step.${s}`) }))} />
          </Form.Item>
          <Form.Item name="assignee_id" label={t('staff.col.assignee')}>
            <Select allowClear options={(me?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }))} />
          </Form.Item>
          <Form.Item name="customer_id" label={t('staff.customerId')}>
            <NumberInput min={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="min_age_days" label={t('staff.minAge')}>
            <NumberInput min={0} max={3650} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="country" label={t('staff.col.country')}>
            <CountrySelect />
          </Form.Item>
          <Form.Item name="sort" label={t('staff.sortBy')}>
            <Select onChange={(v: string) => set({ sort: v })} options={STAFF_SORTS.map((s) => ({ value: s, label: t(`staff.sort.${s}`) }))} />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="staff-search">
              {t('appUi.list.search')}
            </Button>
          </Form.Item>
        </ListFilterForm>
        <ResponsiveTable<StaffQueueItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          // Fits its card from 1280 px on; below that (a tablet) it scrolls inside the card rather than squeezing.
          scroll={{ x: 900 }}
          tableLayout="fixed"
          data-testid="staff-table"
          rowClassName={(r) => (r.overdue ? 'staff-row-overdue' : '')}
          pagination={{
            current: Number(filters.current_page),
            pageSize: STAFF_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('appUi.list.total', { count: total }),
            onChange: (p) => set({ current_page: String(p) }),
          }}
          columns={[
            {
              // The number over the title: one column fewer, so everything fits at 1280 px without a sideways scroll.
              title: t('staff.col.rfcNo'),
              dataIndex: 'rfc_no',
              width: '25%',
              // One block holding both (a phone's card lays a cell's children side by side): the number above its title.
              render: (v: string | null, r) => (
                <div className="cell-stack">
                  {/* A block of its own: the title below is not text the link sits in (axe link-in-text-block). */}
                  <div>
                    <Link to={`/staff/rfc/${r.id}`} dir="ltr" className="no-break" data-testid={`open-${r.id}`}>
                      {v ?? `#${r.id}`}
                    </Link>
                  </div>
                  <div className="cell-clip cell-secondary" dir="auto" title={r.title}>
                    {r.title}
                  </div>
                </div>
              ),
            },
            {
              title: t('staff.col.customer'),
              dataIndex: ['customer', 'name'],
              width: '14%',
              render: (v: string, r) => (
                <Link to={`/staff/customers/${r.customer.id}`} className="cell-wrap" dir="auto">
                  {v}
                </Link>
              ),
            },
            {
              title: t('staff.col.status'),
              dataIndex: 'status',
              width: '14%',
              render: (v: string, r) => (
                <>
                  <StatusTag value={v} />
                  <div className="cell-secondary">{t(`applications.step.${r.process_step}`)}</div>
                </>
              ),
            },
            { title: t('staff.col.submitted'), dataIndex: 'submitted_at', width: '11%', render: (v: string | null) => <span dir="ltr">{when(v)}</span> },
            {
              title: t('staff.col.daysLeft'),
              dataIndex: 'days_left',
              width: '14%',
              render: (v: number | null, r) => <DaysLeft days={v} waitingOn={r.waiting_on} reason={r.waiting_reason} since={r.waiting_since} />,
            },
            {
              title: t('staff.col.assignee'),
              dataIndex: ['assignee', 'name'],
              width: '10%',
              render: (v: string | undefined) => (
                <span className="cell-wrap" dir="auto">
                  {v ?? <span className="staff-muted">{t('staff.unassigned')}</span>}
                </span>
              ),
            },
            {
              title: t('staff.col.actions'),
              key: 'actions',
              width: '12%',
              render: (_: unknown, r) => (
                <span className="staff-row-actions">
                  {!r.assignee && r.status !== 'issued' && r.status !== 'cancelled' && me?.roles.some((x) => x !== 'customer_service') && (
                    <TakeButton item={r} />
                  )}
                  <Link to={`/staff/rfc/${r.id}`}>{t('staff.open')}</Link>
                </span>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
