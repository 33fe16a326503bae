import { useState } from 'react';
import { Button, Input, Popconfirm, Space, type ButtonProps } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_PAGE_SIZE, type ApplicationSummary } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteDraft, useDrafts } from '../api/drafts';
import { detailPath } from '../lib/paths';
import { routeTitleKey, useArea } from '../lib/areas';

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
            { title: t('appUi.list.importer'), dataIndex: 'importer', render: (v: string | null) => (v ? <bdi>{v}</bdi> : '—') },
            {
              title: t('appUi.list.updated'),
              dataIndex: 'updated_at',
              render: (v: string) => <span className="ltr-value">{v.slice(0, 16).replace('T', ' ')}</span>,
            },
            {
              title: t('appUi.attachments.actions'),
              key: 'actions',
              width: 200,
              // Continue first, then delete (asked once, naming the draft); a draft has nothing to cancel (issue 27).
              render: (_, r) => (
                <Space size={4} wrap>
                  <Button type="primary" ghost size="small" icon={<EditOutlined />} onClick={() => navigate(detailPath(r))} data-testid={`draft-edit-${r.id}`}>
                    {t('appUi.list.continueDraft')}
                  </Button>
                  <Popconfirm
                    title={t('appUi.list.deleteDraft')}
                    description={t('appUi.list.deleteDraftDesc', { title: r.title || t('appUi.list.untitled') })}
                    okText={t('appUi.attachments.delete')}
                    okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' } as ButtonProps}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutateAsync(r.id)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} data-testid={`draft-delete-${r.id}`}>
                      {t('appUi.attachments.delete')}
                    </Button>
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
