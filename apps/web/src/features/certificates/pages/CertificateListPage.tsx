import { Alert, Button, Checkbox, DatePicker, Form, Input, Select, Space } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { DownloadOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { APPLICATION_PAGE_SIZE, APPLICATION_TYPE_COUNTRY, CERTIFICATE_STATUSES, type Certificate } from '@tic/shared';
import { ListFilterForm } from '../../../components/ListFilterForm';
import { PageHeader } from '../../../components/PageHeader';
import { useCertificateList, type CertificateFilters } from '../api/list';
import { certificatePdfUrl } from '../api/info';
import { CertStatusTag } from '../components/CertStatusTag';
import { useTypeLabel } from '../components/useTypeLabel';
import { AREA_SCREENS, routeTitleKey, useArea } from '../../applications';
import { ltr } from '../components/Bidi';
import { urlTableHandlers } from '../../../lib/urlTable';
import { useClearable } from '../../../components/clearable';
import { FollowOnButtons } from '../components/FollowOnButtons';

const TEXT_FILTERS = ['keywords', 'title', 'importer', 'exporter'] as const;
const FILTER_KEYS = [...TEXT_FILTERS, 'type', 'status', 'expiring', 'date_from', 'date_to'] as const;

/**
 * My certificates (GET /certs; status and dates come before the parties, so they show without scrolling):
 * filters, paging and sorting kept in the address, so the workbench's
 * "normal certificates" (status=valid) and "expiring within 1 month" (expiring=1) counts open their lists.
 */
export default function CertificateListPage() {
  const { t } = useTranslation();
  const clearable = useClearable();
  const typeLabel = useTypeLabel();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const table = urlTableHandlers(search, setSearch);
  const area = useArea();
  const certificatePath = (id: number) => `${AREA_SCREENS[area].certificates}/${id}`;
  const filters: CertificateFilters = {
    ...Object.fromEntries(search.entries()),
    area,
    current_page: Number(search.get('current_page') ?? 1),
    per_page: APPLICATION_PAGE_SIZE,
  };
  const list = useCertificateList(filters);
  const sort = search.get('sort');
  const order = search.get('order');
  const filterKey = FILTER_KEYS.map((k) => search.get(k) ?? '').join('|');
  const dateFrom = search.get('date_from');
  const dateTo = search.get('date_to');
  const initial = {
    ...Object.fromEntries(TEXT_FILTERS.map((k) => [k, search.get(k) ?? undefined])),
    type: search.get('type') ?? undefined,
    status: search.get('status') ?? undefined,
    expiring: search.get('expiring') === '1',
    dates: dateFrom || dateTo ? [dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null] : null,
  };

  const apply = (values: Record<string, unknown>) => {
    const next = new URLSearchParams();
    for (const k of [...TEXT_FILTERS, 'type', 'status'] as const) {
      const v = values[k];
      if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
    }
    if (values.expiring) next.set('expiring', '1');
    const dates = values.dates as [Dayjs | null, Dayjs | null] | null | undefined;
    if (dates?.[0]) next.set('date_from', dates[0].format('YYYY-MM-DD'));
    if (dates?.[1]) next.set('date_to', dates[1].format('YYYY-MM-DD'));
    if (sort) next.set('sort', sort);
    if (order) next.set('order', order);
    setSearch(next);
  };
  const sortOrder = (field: string) => (sort === field ? (order === 'asc' ? 'ascend' : 'descend') : null);

  return (
    <div className="page" data-testid="certificate-list">
      <PageHeader title={t(routeTitleKey(AREA_SCREENS[area].certificates))} subtitle={t('certUi.list.intro')} />
      <div className="page-card">
        {search.get('expiring') === '1' && (
          <Alert type="warning" showIcon className="cert-filter-note" message={t('certUi.list.filtered')} data-testid="expiring-note" />
        )}
        <ListFilterForm
          key={filterKey}
          onFinish={apply}
          initialValues={initial}
          data-testid="cert-filters"
          open={FILTER_KEYS.some((k) => k !== 'keywords' && search.get(k))}
        >
          {TEXT_FILTERS.map((k) => (
            <Form.Item key={k} name={k} label={t(`certUi.list.${k}`)} htmlFor={`cert-filter-${k}`}>
              <Input allowClear={clearable} id={`cert-filter-${k}`} placeholder={k === 'keywords' ? t('certUi.list.keywordsHint') : undefined} />
            </Form.Item>
          ))}
          <Form.Item name="type" label={t('certUi.list.type')}>
            <Select allowClear options={Object.keys(APPLICATION_TYPE_COUNTRY).map((v) => ({ value: v, label: typeLabel(v) }))} data-testid="cert-filter-type" />
          </Form.Item>
          <Form.Item name="status" label={t('certUi.list.status')}>
            <Select
              allowClear
              options={CERTIFICATE_STATUSES.map((s) => ({ value: s, label: t(`applications.certStatus.${s}`) }))}
              data-testid="cert-filter-status"
            />
          </Form.Item>
          <Form.Item name="dates" label={t('certUi.list.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item name="expiring" valuePropName="checked" label=" ">
            <Checkbox data-testid="cert-filter-expiring">{t('certUi.list.expiring')}</Checkbox>
          </Form.Item>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="cert-search">
                {t('certUi.list.search')}
              </Button>
              <Button onClick={() => setSearch(new URLSearchParams())} data-testid="cert-reset">
                {t('certUi.list.reset')}
              </Button>
            </Space>
          </Form.Item>
        </ListFilterForm>
        <ResponsiveTable<Certificate>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          // Seven columns that fit the page's box at 1440 px (titles and parties wrap to two lines, whole on hover);
          // narrower than 900 px (a phone) the table scrolls inside its box.
          scroll={{ x: 900 }}
          tableLayout="fixed"
          locale={{ emptyText: t('certUi.list.empty') }}
          data-testid="certificate-table"
          onChange={table.onSort}
          pagination={{
            current: Number(filters.current_page),
            pageSize: APPLICATION_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: table.onPage,
          }}
          columns={[
            {
              title: t('certUi.list.certNo'),
              dataIndex: 'cert_no',
              width: 180,
              sorter: true,
              sortOrder: sortOrder('cert_no'),
              render: (v: string, r) => <Link to={certificatePath(r.id)}>{ltr(v)}</Link>,
            },
            {
              title: t('listUi.application'),
              dataIndex: 'title',
              sorter: true,
              sortOrder: sortOrder('title'),
              render: (v: string, r) => (
                <>
                  <div className="cell-clip" dir="auto" title={v}>
                    {v || '—'}
                  </div>
                  <div className="cell-secondary">{ltr(r.rfc_no)}</div>
                </>
              ),
            },
            {
              title: t('certUi.list.status'),
              dataIndex: 'status',
              width: 120,
              render: (v: Certificate['status'], c: Certificate) => (
                <>
                  <CertStatusTag value={v} />
                  {c.status_since && v !== 'valid' && (
                    <div className="cert-status-since">{t('trust.verify.since', { date: (v === 'expired' && c.expiry_date) || c.status_since })}</div>
                  )}
                </>
              ),
            },
            {
              title: t('listUi.validity'),
              dataIndex: 'expiry_date',
              width: 130,
              sorter: true,
              sortOrder: sortOrder('expiry_date'),
              render: (v: string | null, r) => (
                <>
                  <div className="cell-nowrap">{ltr(r.issue_date)}</div>
                  <div className="cell-nowrap" data-testid="cert-expiry">
                    {v ? ltr(v) : t('certPdf.noExpiry')}
                  </div>
                </>
              ),
            },
            {
              title: t('listUi.parties'),
              dataIndex: 'importer',
              render: (v: string, r) => (
                <>
                  <div className="cell-clip" dir="auto" title={v}>
                    {v || '—'}
                  </div>
                  <div className="cell-clip cell-secondary" dir="auto" title={r.exporter ?? undefined}>
                    {r.exporter || '—'}
                  </div>
                </>
              ),
            },
            {
              title: t('listUi.typeRoute'),
              dataIndex: 'type',
              width: 130,
              render: (v: string, r) => (
                <>
                  <div>{typeLabel(v)}</div>
                  <div className="cell-secondary">{ltr(r.route)}</div>
                </>
              ),
            },
            {
              title: t('certUi.list.actions'),
              key: 'actions',
              width: 150,
              render: (_, r) => (
                <Space size={0} direction="vertical" align="start">
                  <FollowOnButtons cert={r} size="small" />
                  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => navigate(certificatePath(r.id))} data-testid={`cert-view-${r.id}`}>
                    {t('certUi.list.view')}
                  </Button>
                  <Button type="link" size="small" icon={<DownloadOutlined />} href={certificatePdfUrl(r.id)} download>
                    {t('certUi.list.pdf')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
