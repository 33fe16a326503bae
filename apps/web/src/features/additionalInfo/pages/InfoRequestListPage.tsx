import { useState } from 'react';
import { Link } from 'react-router';
import { Segmented, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { todayIso, type InfoRequest, type InfoRequestStatus } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { answerPath, useInfoRequests } from '../api';

/** internationalProduct/myApplication/NBAdditionalInfo: my requests for additional information, open first. */
export default function InfoRequestListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InfoRequestStatus>('open');
  const list = useInfoRequests(status);
  return (
    <div className="page" data-testid="info-requests-page">
      <PageHeader title={t('route.internationalProduct_myApplication_NBAdditionalInfo')} subtitle={t('additionalInfo.listTitle')} />
      <Segmented<InfoRequestStatus>
        value={status}
        onChange={setStatus}
        options={[
          { value: 'open', label: t('additionalInfo.open') },
          { value: 'answered', label: t('additionalInfo.answered') },
        ]}
        data-testid="info-requests-status"
      />
      <Table<InfoRequest>
        className="info-requests-table"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('additionalInfo.empty') }}
        data-testid="info-requests-table"
        columns={[
          {
            title: t('additionalInfo.application'),
            key: 'app',
            render: (_, r) => <span className="info-request-app">{`${r.rfc_no ?? r.application_id} · ${r.application_title}`}</span>,
          },
          {
            title: t('field.due_date'),
            key: 'due',
            render: (_, r) =>
              r.status === 'open' && r.due_date < todayIso() ? (
                <Tag color="red">{t('additionalInfo.overdue')}</Tag>
              ) : (
                <span className="ltr-value">{r.due_date}</span>
              ),
          },
          { title: t('additionalInfo.itemsTitle'), key: 'items', render: (_, r) => t('additionalInfo.items', { count: r.items.length }) },
          {
            title: '',
            key: 'go',
            render: (_, r) => (
              <Link to={answerPath(r.id)} data-testid="info-request-open">
                {r.status === 'open' ? t('additionalInfo.answerAction') : t('additionalInfo.view')}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
