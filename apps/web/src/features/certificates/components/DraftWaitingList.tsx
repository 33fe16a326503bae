import { Button, Empty, Table } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_PAGE_SIZE, DRAFT_REVIEW_STEP, type ApplicationSummary } from '@tic/shared';
import { useApplicationList } from '../../applications';
import { draftReviewPath } from '../lib/paths';
import { ltr, text } from './Bidi';

/** My applications whose draft certificate waits for my review (the list's status and process-step filters). */
export function DraftWaitingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useApplicationList({ status: 'processing', process_step: DRAFT_REVIEW_STEP, per_page: APPLICATION_PAGE_SIZE, current_page: 1 });
  return (
    <div className="page-card" data-testid="draft-waiting">
      <h2 className="cert-section-title">{t('certUi.draft.waiting')}</h2>
      <Table<ApplicationSummary>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('certUi.draft.none')} /> }}
        columns={[
          { title: t('appUi.list.rfcNo'), dataIndex: 'rfc_no', render: ltr },
          { title: t('appUi.list.title'), dataIndex: 'title', render: text },
          { title: t('appUi.list.importer'), dataIndex: 'importer', render: text },
          { title: t('appUi.list.exporter'), dataIndex: 'exporter', render: text },
          {
            title: t('certUi.list.actions'),
            key: 'review',
            render: (_, r) => (
              <Button type="primary" size="small" icon={<AuditOutlined />} onClick={() => navigate(draftReviewPath(r.id))} data-testid={`draft-review-${r.id}`}>
                {t('certUi.draft.review')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
