import { useState } from 'react';
import { Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CONTENT_PAGE_SIZE, PUBLIC_FILE_CATEGORIES, type ContentItem } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useContentList } from '../api/content';
import { AttachmentList } from '../components/AttachmentList';
import { ContentEditor } from '../components/ContentEditor';
import { ContentToolbar } from '../components/ContentToolbar';
import { VersionHistory } from '../components/VersionHistory';
import { useCanEditContent } from '../lib/canEdit';

/** /publicFile: forms, guides and templates to download (GET /documents). */
export default function PublicFilePage() {
  const { t } = useTranslation();
  const canEdit = useCanEditContent();
  const [filters, setFilters] = useState({ keyword: '', category: undefined as string | undefined, current_page: 1 });
  const list = useContentList('public_file', { ...filters, keyword: filters.keyword || undefined, per_page: CONTENT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [history, setHistory] = useState<number | null>(null);

  return (
    <div className="page" data-testid="public-file">
      <PageHeader
        title={t('route.publicFile')}
        subtitle={t('content.publicFileIntro')}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })} data-testid="file-new">
              {t('content.newFile')}
            </Button>
          )
        }
      />
      <div className="page-card">
        <ContentToolbar
          categories={PUBLIC_FILE_CATEGORIES}
          withCountry={false}
          placeholder={t('content.searchFiles')}
          onSearch={(keyword) => setFilters((f) => ({ ...f, keyword, current_page: 1 }))}
          onCountry={() => undefined}
          category={filters.category}
          onCategory={(category) => setFilters((f) => ({ ...f, category, current_page: 1 }))}
        />
        <Table<ContentItem>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: t('content.empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="file-table"
          pagination={{
            current: filters.current_page,
            pageSize: CONTENT_PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (current_page) => setFilters((f) => ({ ...f, current_page })),
          }}
          columns={[
            {
              title: t('content.titleColumn'),
              key: 'title',
              render: (_, f) => (
                <div className="file-title">
                  <Typography.Text strong>{f.title}</Typography.Text>
                  {f.summary && <Typography.Paragraph type="secondary" className="file-summary">{f.summary}</Typography.Paragraph>}
                </div>
              ),
            },
            { title: t('field.category'), key: 'category', width: 120, render: (_, f) => <Tag>{t(`content.category_${f.category}`)}</Tag> },
            { title: t('content.attachments'), key: 'files', render: (_, f) => <AttachmentList attachments={f.attachments} compact /> },
            { title: t('content.updatedColumn'), key: 'updated', width: 130, render: (_, f) => dayjs(f.updated_at).format('YYYY-MM-DD') },
            ...(canEdit
              ? [
                  {
                    title: '',
                    key: 'staff',
                    width: 96,
                    render: (_: unknown, f: ContentItem) => (
                      <Space size={2}>
                        <Tooltip title={t('content.edit')}>
                          <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('content.edit')} onClick={() => setEditing({ id: f.id })} data-testid={`file-edit-${f.id}`} />
                        </Tooltip>
                        <Tooltip title={t('content.history')}>
                          <Button type="text" size="small" icon={<HistoryOutlined />} aria-label={t('content.history')} onClick={() => setHistory(f.id)} />
                        </Tooltip>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>
      {canEdit && (
        <>
          <ContentEditor target="public_file" id={editing?.id ?? null} open={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? t('content.edit') : t('content.newFile')} />
          <VersionHistory id={history} open={history !== null} onClose={() => setHistory(null)} />
        </>
      )}
    </div>
  );
}
