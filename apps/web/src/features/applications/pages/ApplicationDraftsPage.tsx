import { useState } from 'react';
import { Button, Input, Popconfirm, Space } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_PAGE_SIZE, type ApplicationSummary } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteDraft, useDrafts } from '../api/drafts';
import { detailPath } from '../lib/paths';
import { routeTitleKey, useArea } from '../lib/areas';
import { CancelApplicationButton } from '../../../components/application/CancelApplicationButton';

/** The customer's drafts (GET /kenya/rfc/draft): continue one, or delete it (DELETE /kenya/rfc/{id}). */
export default function ApplicationDraftsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<{ keywords?: string; current_page: number }>({ current_page: 1 });
  const area = useArea();
  const title = routeTitleKey(useLocation().pathname);
  const drafts = useDrafts({ ...query, area, per_page: APPLICATION_PAGE_SIZE });
  const remove = useDeleteDraft();
  return (
    <div className="page" data-testid="application-drafts">
      <PageHeader title={t(title)} />
      <div className="page-card">
        <div className="page-toolbar">
          <Input.Search
            allowClear
            enterButton
            placeholder={t('appUi.list.keywords')}
            onSearch={(v) => setQuery({ keywords: v.trim() || undefined, current_page: 1 })}
            data-testid="drafts-search"
          />
        </div>
        <ResponsiveTable<ApplicationSummary>
          rowKey="id"
          loading={drafts.isFetching}
          dataSource={drafts.data?.data ?? []}
          scroll={{ x: 'max-content' }}
          data-testid="drafts-table"
          pagination={{
            current: query.current_page,
            pageSize: APPLICATION_PAGE_SIZE,
            total: drafts.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (current_page) => setQuery((q) => ({ ...q, current_page })),
          }}
          columns={[
            { title: t('appUi.list.title'), dataIndex: 'title', render: (v: string) => v || t('appUi.list.untitled') },
            { title: t('appUi.list.importer'), dataIndex: 'importer' },
            {
              title: t('appUi.list.updated'),
              dataIndex: 'updated_at',
              render: (v: string) => <span className="ltr-value">{v.slice(0, 16).replace('T', ' ')}</span>,
            },
            {
              title: t('appUi.attachments.actions'),
              key: 'actions',
              width: 220,
              render: (_, r) => (
                <Space size={2}>
                  <CancelApplicationButton application={r} />
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('appUi.attachments.edit')}
                    onClick={() => navigate(detailPath(r))}
                    data-testid={`draft-edit-${r.id}`}
                  />
                  <Popconfirm
                    title={t('appUi.list.deleteDraft')}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutateAsync(r.id)}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('appUi.attachments.delete')}
                      data-testid={`draft-delete-${r.id}`}
                    />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
