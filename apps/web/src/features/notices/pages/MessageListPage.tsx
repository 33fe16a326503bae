import { Select, Tabs, Typography } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTICE_READ, NOTICE_TYPES, NOTICE_UNREAD, NOTIFY_PAGE_SIZE, NOTIFY_PER_PAGE_MAX, type NoticeSummary, type NoticeType } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { TextWithCodes } from '../../../components/TextWithCodes';
import { noticesQuery } from '../api/listNotices';
import { NoticeStage } from '../components/NoticeStage';
import { NoticeTargetLink } from '../components/NoticeTargetLink';
import { NoticeTypeTag } from '../components/NoticeTypeTag';
import { NoticeDate } from '../components/NoticeDate';
import { detailsPath } from '../lib/format';

type Tab = 'unread' | 'read';

/** Reads the list's state from the address, so that back from a message returns to the same page. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'read' ? 'read' : 'unread';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawSize = Number.parseInt(params.get('per_page') ?? '', 10);
  const perPage = rawSize >= 1 && rawSize <= NOTIFY_PER_PAGE_MAX ? rawSize : NOTIFY_PAGE_SIZE;
  const rawType = params.get('type');
  const type = (NOTICE_TYPES as readonly string[]).includes(rawType ?? '') ? (rawType as NoticeType) : undefined;
  const update = (next: { tab?: Tab; page?: number; perPage?: number; type?: NoticeType | null }) => {
    const merged = {
      tab: next.tab ?? tab,
      page: next.page ?? page,
      per_page: next.perPage ?? perPage,
      type: next.type === null ? undefined : (next.type ?? type),
    };
    const search = new URLSearchParams({ tab: merged.tab, page: String(merged.page), per_page: String(merged.per_page) });
    if (merged.type) search.set('type', merged.type);
    setParams(search, { replace: true });
  };
  return { tab, page, perPage, type, update };
}

/** The message center (spec section 2): read and unread notices, paged, filtered by type. */
export default function MessageListPage() {
  const { t } = useTranslation();
  const { tab, page, perPage, type, update } = useListParams();
  const { data, isFetching } = useQuery(noticesQuery({ is_deal: tab === 'read' ? NOTICE_READ : NOTICE_UNREAD, current_page: page, per_page: perPage, type }));

  const columns: ColumnsType<NoticeSummary> = [
    {
      title: t('notice.title'),
      dataIndex: 'title',
      render: (title: string, n) => (
        <Link to={detailsPath(n.batch_code)} className="notice-title-link" data-testid="message-row-link">
          {tab === 'unread' && <span className="notice-item-dot" aria-hidden />}
          <TextWithCodes text={title} />
        </Link>
      ),
    },
    { title: t('notice.open'), key: 'target', width: 200, render: (_, n) => <NoticeTargetLink notice={n} /> },
    { title: t('notice.type'), dataIndex: 'type', width: 100, render: (v: NoticeType) => <NoticeTypeTag type={v} /> },
    {
      title: t('notice.application'),
      dataIndex: 'application_no',
      width: 210,
      responsive: ['lg'],
      render: (no: string | null, n) =>
        no ? (
          <div className="notice-app-cell">
            <bdi dir="ltr" className="latin-code">
              {no}
            </bdi>
            <Typography.Text type="secondary" ellipsis className="notice-app-title">
              <TextWithCodes text={n.application_title ?? ''} />
            </Typography.Text>
          </div>
        ) : (
          '—'
        ),
    },
    { title: t('notice.stage'), dataIndex: 'current_stage', width: 140, responsive: ['md'], render: (v: string | null) => <NoticeStage stage={v} /> },
    { title: t('notice.department'), dataIndex: 'send_department', width: 140, responsive: ['xl'], render: (v: string) => <bdi>{v}</bdi> },
    { title: t('notice.date'), dataIndex: 'created_at', width: 150, render: (v: string) => <NoticeDate iso={v} /> },
  ];

  const table = (
    <ResponsiveTable<NoticeSummary>
      rowKey="batch_code"
      columns={columns}
      dataSource={data?.data ?? []}
      loading={isFetching && !data}
      locale={{ emptyText: t('notice.listEmpty') }}
      pagination={{
        current: page,
        pageSize: perPage,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 30, 50, 100],
        showTotal: (total) => t('notice.totalCount', { count: total }),
        onChange: (p, size) => update({ page: size !== perPage ? 1 : p, perPage: size }),
      }}
      data-testid="message-table"
    />
  );

  return (
    <div className="page" data-testid="message-list">
      <PageHeader title={t('route.messageList')} />
      <div className="page-card">
        <div className="notice-type-bar">
          <Select<NoticeType | 'all'>
            className="notice-type-filter"
            value={type ?? 'all'}
            onChange={(v) => update({ type: v === 'all' ? null : v, page: 1 })}
            options={[{ value: 'all', label: t('notice.allTypes') }, ...NOTICE_TYPES.map((v) => ({ value: v, label: t(`notice.types.${v}`) }))]}
            aria-label={t('notice.type')}
            data-testid="notice-type-filter"
          />
        </div>
        <Tabs
          activeKey={tab}
          onChange={(key) => update({ tab: key as Tab, page: 1 })}
          items={[
            { key: 'unread', label: <span data-testid="tab-unread">{t('notice.unread')}</span>, children: tab === 'unread' ? table : null },
            { key: 'read', label: <span data-testid="tab-read">{t('notice.read')}</span>, children: tab === 'read' ? table : null },
          ]}
        />
      </div>
    </div>
  );
}
