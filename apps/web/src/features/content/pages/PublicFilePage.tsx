import { Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PUBLIC_FILE_CATEGORIES, type ContentItem } from '@tic/shared';
import { AttachmentList } from '../components/AttachmentList';
import { ContentListFrame } from '../components/ContentListFrame';

/** /publicFile: forms, guides and templates to download (GET /documents). */
export default function PublicFilePage() {
  const { t } = useTranslation();
  return (
    <ContentListFrame
      kind="public_file"
      testId="public-file"
      title={t('route.publicFile')}
      subtitle={t('content.publicFileIntro')}
      newLabel={t('content.newFile')}
      newTestId="file-new"
      searchPlaceholder={t('content.searchFiles')}
      categories={PUBLIC_FILE_CATEGORIES}
      withCountry={false}
    >
      {(v) => (
        <Table<ContentItem>
          rowKey="id"
          loading={v.list.isLoading}
          dataSource={v.list.data?.data ?? []}
          locale={{ emptyText: t('content.empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="file-table"
          pagination={v.pagination}
          columns={[
            {
              title: t('content.titleColumn'),
              key: 'title',
              render: (_, f) => (
                <div className="file-title">
                  <Typography.Text strong>{f.title}</Typography.Text>
                  {f.summary && (
                    <Typography.Paragraph type="secondary" className="file-summary">
                      {f.summary}
                    </Typography.Paragraph>
                  )}
                </div>
              ),
            },
            { title: t('field.category'), key: 'category', width: 120, render: (_, f) => <Tag>{t(`content.category_${f.category}`)}</Tag> },
            { title: t('content.attachments'), key: 'files', render: (_, f) => <AttachmentList attachments={f.attachments} compact /> },
            { title: t('content.updatedColumn'), key: 'updated', width: 130, render: (_, f) => dayjs(f.updated_at).format('YYYY-MM-DD') },
            ...(v.canEdit
              ? [
                  {
                    title: '',
                    key: 'staff',
                    width: 96,
                    render: (_: unknown, f: ContentItem) => (
                      <Space size={2}>
                        <Tooltip title={t('content.edit')}>
                          <Button
                            type="text"
                            size="small"
                            icon={<EditOutlined />}
                            aria-label={t('content.edit')}
                            onClick={() => v.edit(f.id)}
                            data-testid={`file-edit-${f.id}`}
                          />
                        </Tooltip>
                        <Tooltip title={t('content.history')}>
                          <Button type="text" size="small" icon={<HistoryOutlined />} aria-label={t('content.history')} onClick={() => v.showHistory(f.id)} />
                        </Tooltip>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </ContentListFrame>
  );
}
