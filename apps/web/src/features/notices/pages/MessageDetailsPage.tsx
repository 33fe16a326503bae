import { useEffect, useRef } from 'react';
import { Button, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { batchCodeSchema, NOTICE_UNREAD } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { TextWithCodes } from '../../../components/TextWithCodes';
import { isApiError } from '../../../lib/http';
import { dealNotices } from '../api/dealNotices';
import { noticeDetailQuery } from '../api/noticeDetail';
import { NoticeStage } from '../components/NoticeStage';
import { NoticeTargetLink } from '../components/NoticeTargetLink';
import { NoticeTypeTag } from '../components/NoticeTypeTag';
import { NoticeDate } from '../components/NoticeDate';
import { applicationPath, MESSAGE_LIST_PATH } from '../lib/format';
import { noticeCenter } from '../lib/useNoticeCenter';

/** The application a notice is about: its number, whole and left to right, then the customer's own title. */
const NoticeApplication = ({ no, title }: { no: string; title: string | null }) => (
  <>
    <bdi dir="ltr" className="latin-code">
      {no}
    </bdi>
    {title && (
      <>
        {' · '}
        <TextWithCodes text={title} />
      </>
    )}
  </>
);

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="message-not-found">
      <PageHeader title={t('route.messageDetails')} />
      <div className="page-card">
        <Result
          status="404"
          title={t('notice.notFoundTitle')}
          subTitle={t('notice.notFoundDesc')}
          extra={
            <Button type="primary" onClick={() => navigate(MESSAGE_LIST_PATH)}>
              {t('notice.backToList')}
            </Button>
          }
        />
      </div>
    </div>
  );
}

/** One notice (messageDetails?id=<batch_code>); opening an unread one marks it read. */
export default function MessageDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const valid = batchCodeSchema.safeParse(id).success;
  const { data: notice, error, refetch } = useQuery({ ...noticeDetailQuery(id), enabled: valid });
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!notice || notice.is_deal !== NOTICE_UNREAD || marked.current === notice.batch_code) return;
    marked.current = notice.batch_code;
    dealNotices([notice.batch_code]).then(
      (r) => noticeCenter.readElsewhere(notice.batch_code, r.unread),
      () => undefined,
    );
  }, [notice]);

  // Another customer's notice answers 404 like an unknown one; other failures (network) can be retried.
  if (!valid || (isApiError(error) && (error.status === 404 || error.status === 400))) return <NotFound />;
  if (error) {
    return (
      <div className="page" data-testid="message-details">
        <div className="page-card">
          <Result
            status="warning"
            title={t('common.pageLoadFailed')}
            subTitle={t('common.pageLoadFailedDesc')}
            extra={<Button onClick={() => void refetch()}>{t('common.reload')}</Button>}
          />
        </div>
      </div>
    );
  }
  if (!notice) {
    return (
      <div className="page" data-testid="message-details">
        <div className="page-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );
  }

  return (
    <div className="page" data-testid="message-details">
      <PageHeader
        // The notice's own text keeps its language's direction (a Chinese notice inside the Arabic interface).
        title={<TextWithCodes text={notice.title} />}
        subtitle={
          <bdi dir="ltr" className="latin-code">
            {notice.number}
          </bdi>
        }
        extra={<Button onClick={() => navigate(MESSAGE_LIST_PATH)}>{t('notice.backToList')}</Button>}
      />
      <div className="page-card notice-detail">
        <Descriptions column={{ xs: 1, md: 2 }} size="middle" className="notice-detail-meta">
          <Descriptions.Item label={t('notice.type')}>
            <NoticeTypeTag type={notice.type} />
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.date')}>
            <NoticeDate iso={notice.created_at} />
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.sender')}>
            <bdi>{notice.sender}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.department')}>
            <bdi>{notice.send_department}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.stage')}>
            <NoticeStage stage={notice.current_stage} />
          </Descriptions.Item>
          <Descriptions.Item label={t('notice.application')}>
            {notice.application_no ? (
              notice.application_id ? (
                // A staff notice opens the application in the workstation (the customer's page is not theirs).
                <Link
                  to={notice.target?.type === 'staff_application' ? `/staff/rfc/${notice.application_id}` : applicationPath(notice.application_id)}
                  data-testid="notice-application-link"
                >
                  <NoticeApplication no={notice.application_no} title={notice.application_title} />
                </Link>
              ) : (
                <NoticeApplication no={notice.application_no} title={notice.application_title} />
              )
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5} className="notice-detail-content-title">
          {t('notice.content')}
        </Typography.Title>
        <Typography.Paragraph className="notice-detail-content" data-testid="notice-content">
          <div dir="auto">
            <TextWithCodes text={notice.content} />
          </div>
        </Typography.Paragraph>
        <NoticeTargetLink notice={notice} primary />
      </div>
    </div>
  );
}
