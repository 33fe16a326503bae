import { useState } from 'react';
import { Button, List, Space, Tag, Typography } from 'antd';
import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CONTENT_PAGE_SIZE, POLICY_CATEGORIES } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useContentList } from '../api/content';
import { ContentDetailDrawer } from '../components/ContentDetailDrawer';
import { ContentEditor } from '../components/ContentEditor';
import { ContentToolbar } from '../components/ContentToolbar';
import { VersionHistory } from '../components/VersionHistory';
import { useCanEditContent } from '../lib/canEdit';

/** /policyInfo: policy and regulation documents of the destination countries (GET /policy). */
export default function PolicyInfoPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditContent();
  const [filters, setFilters] = useState({ keyword: '', country: undefined as string | undefined, category: undefined as string | undefined, current_page: 1 });
  const list = useContentList('policy', { ...filters, keyword: filters.keyword || undefined, per_page: CONTENT_PAGE_SIZE });
  const [reading, setReading] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [history, setHistory] = useState<number | null>(null);

  return (
    <div className="page" data-testid="policy-info">
      <PageHeader
        title={t('route.policyInfo')}
        subtitle={t('content.policyIntro')}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })} data-testid="policy-new">
              {t('content.newPolicy')}
            </Button>
          )
        }
      />
      <div className="page-card">
        <ContentToolbar
          categories={POLICY_CATEGORIES}
          withCountry
          placeholder={t('content.searchPolicies')}
          onSearch={(keyword) => setFilters((f) => ({ ...f, keyword, current_page: 1 }))}
          country={filters.country}
          onCountry={(country) => setFilters((f) => ({ ...f, country, current_page: 1 }))}
          category={filters.category}
          onCategory={(category) => setFilters((f) => ({ ...f, category, current_page: 1 }))}
        />
        <List
          itemLayout="vertical"
          loading={list.isLoading}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: t('content.empty') }}
          data-testid="policy-list"
          pagination={{
            current: filters.current_page,
            pageSize: CONTENT_PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (current_page) => setFilters((f) => ({ ...f, current_page })),
          }}
          renderItem={(p) => (
            <List.Item key={p.id} className="content-item" onClick={() => setReading(p.id)} data-testid={`policy-${p.id}`}>
              <List.Item.Meta
                title={<Typography.Link onClick={() => setReading(p.id)}>{p.title}</Typography.Link>}
                description={
                  <Space wrap size={8}>
                    {p.country_name && <Tag color="geekblue">{p.country_name}</Tag>}
                    {p.category && <Tag>{t(`content.category_${p.category}`)}</Tag>}
                    {p.status !== 1 && <Tag color="red">{t('content.withdrawn')}</Tag>}
                    <span>{t('content.updated', { date: dayjs(p.updated_at).format('YYYY-MM-DD') })}</span>
                    {p.attachments.length > 0 && (
                      <span>
                        <PaperClipOutlined /> {p.attachments.length}
                      </span>
                    )}
                  </Space>
                }
              />
              {p.summary && <Typography.Paragraph className="content-summary">{p.summary}</Typography.Paragraph>}
            </List.Item>
          )}
        />
      </div>
      <ContentDetailDrawer kind="policy" id={reading} onClose={() => setReading(null)} onEdit={canEdit ? (id) => setEditing({ id }) : undefined} onHistory={canEdit ? setHistory : undefined} />
      {canEdit && (
        <>
          <ContentEditor target="policy" id={editing?.id ?? null} open={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? t('content.edit') : t('content.newPolicy')} />
          <VersionHistory id={history} open={history !== null} onClose={() => setHistory(null)} />
        </>
      )}
    </div>
  );
}
