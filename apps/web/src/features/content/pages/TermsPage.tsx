import { useState } from 'react';
import { Button, Skeleton, Space, Typography } from 'antd';
import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useTerms } from '../api/content';
import { ContentBody } from '../components/ContentBody';
import { ContentEditor } from '../components/ContentEditor';
import { VersionHistory } from '../components/VersionHistory';
import { useCanEditContent } from '../lib/canEdit';

/** /terms: the general conditions of service, current version; staff publish new ones. */
export default function TermsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditContent();
  const terms = useTerms();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const d = terms.data;

  return (
    <div className="page" data-testid="terms-page">
      <PageHeader
        title={d?.title ?? t('route.terms')}
        subtitle={t('content.termsIntro')}
        extra={
          canEdit && d ? (
            <Space>
              <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} data-testid="terms-history">
                {t('content.history')}
              </Button>
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="terms-edit">
                {t('content.editTerms')}
              </Button>
            </Space>
          ) : null
        }
      />
      <div className="page-card terms-card">
        {!d ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <>
            <Typography.Text type="secondary">
              {t('content.versionN', { version: d.version })} · {t('content.updated', { date: d.updated_at })}
            </Typography.Text>
            <ContentBody text={d.body} testId="terms-body" />
          </>
        )}
      </div>
      {canEdit && d && (
        <>
          <ContentEditor target="terms" id={d.id} open={editing} onClose={() => setEditing(false)} title={t('content.editTerms')} />
          <VersionHistory id={d.id} open={history} onClose={() => setHistory(false)} />
        </>
      )}
    </div>
  );
}
