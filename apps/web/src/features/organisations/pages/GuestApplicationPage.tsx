import { useState } from 'react';
import { Alert, App, Button, Descriptions, Progress, Spin, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ALLOWED_FILE_TYPES } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { StatusPage } from '../../../components/StatusPage';
import { isApiError } from '../../../lib/http';
import { formatDateTime } from '../../accounts';
import { uploadGuestFile, useConfirmGuestDate, useGuestApplication, useInvalidateGuests } from '../api/guests';
import { localDate } from '../../../lib/i18n';

/**
 * /guestApplications/:id (issue 30): one application as its guest (a factory, a supplier) sees it: what is asked of
 * them, the proposed inspection date to confirm, and the upload of the documents asked for. No price, no form, no
 * other application; anyone but its guest gets "not found".
 */
export default function GuestApplicationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = Number(useParams().id);
  const view = useGuestApplication(Number.isInteger(id) && id > 0 ? id : 0);
  const confirm = useConfirmGuestDate(id);
  const refresh = useInvalidateGuests();
  const [progress, setProgress] = useState<number | null>(null);
  // Which upload runs: 0 the documents asked for, else the question's id.
  const [uploadingFor, setUploadingFor] = useState(0);
  const a = view.data;

  if (view.isLoading) return <Spin />;
  if (!a)
    return (
      <StatusPage
        status={isApiError(view.error) && view.error.status === 403 ? '403' : '404'}
        title={t('error.404')}
        desc={t('organisation.web.invitationGoneHint')}
        testId="guest-application-missing"
      />
    );
  const label = a.rfc_no ?? `#${a.id}`;
  const mayUpload = a.actions.includes('upload');
  const mayConfirm = a.actions.includes('confirm_date');
  // A file's question by its number in its open request (null: a request since answered, or none).
  const questionIndex = (itemId: number | null) => {
    for (const r of a.requests) {
      const n = r.items.findIndex((i) => i.id === itemId);
      if (n >= 0) return n + 1;
    }
    return null;
  };

  const upload = async (file: File, itemId?: number) => {
    setProgress(0);
    setUploadingFor(itemId ?? 0);
    try {
      const f = await uploadGuestFile(a.id, file, setProgress, itemId);
      void message.success(t('guest.web.uploaded', { file: f.name }));
      refresh();
    } catch {
      // The upload helper has told the user what failed.
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="page guest-application-page" data-testid="guest-application-page">
      <PageHeader title={t('guest.web.pageTitle', { application: label })} subtitle={<bdi>{a.organisation}</bdi>} />
      {a.actions.length === 0 && <Alert type="info" showIcon title={t('guest.web.endedNotice')} data-testid="guest-ended" />}
      <section className="page-card detail-block" aria-labelledby="guest-asked">
        <h2 id="guest-asked" className="detail-block-title">
          {t('guest.web.askedOfYou')}
        </h2>
        <Descriptions column={1} size="small">
          {a.invited_by && (
            <Descriptions.Item label={t('organisation.web.colInvitedBy')}>
              <bdi>{a.invited_by}</bdi>
            </Descriptions.Item>
          )}
          {a.note && (
            <Descriptions.Item label={t('guest.web.note')}>
              <bdi dir="auto" data-testid="guest-note-text">
                {a.note}
              </bdi>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('guest.web.inspectionDate')}>
            {a.inspection_date ? <bdi data-testid="guest-date">{localDate(a.inspection_date)}</bdi> : t('guest.web.noDate')}
          </Descriptions.Item>
        </Descriptions>
        {a.confirmed_date ? (
          <p className="guest-confirmed" data-testid="guest-confirmed">
            {t('guest.web.dateConfirmed', { date: a.confirmed_date })}
          </p>
        ) : (
          mayConfirm &&
          a.inspection_date && (
            <Button
              type="primary"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(a.inspection_date!, { onSuccess: () => void message.success(t('guest.web.dateConfirmed', { date: a.inspection_date })) })
              }
              data-testid="guest-confirm-date"
            >
              {t('guest.web.confirmDate')}
            </Button>
          )
        )}
      </section>
      {mayUpload && a.requests.length > 0 && (
        <section className="page-card detail-block" aria-labelledby="guest-questions" data-testid="guest-questions">
          <h2 id="guest-questions" className="detail-block-title">
            {t('guest.web.questions')}
          </h2>
          <p className="guest-questions-intro">{t('guest.web.questionsIntro')}</p>
          {a.requests.map((r) => (
            <div key={r.id} className="guest-request">
              <p className="guest-request-due">{t('guest.web.questionDue', { date: r.due_date })}</p>
              <ol className="guest-questions">
                {r.items.map((item) => {
                  const mine = a.files.filter((f) => f.item_id === item.id);
                  return (
                    <li key={item.id} data-testid="guest-question">
                      <bdi dir="auto" className="guest-question-text">
                        {item.question}
                      </bdi>
                      {mine.length > 0 && (
                        <ul className="guest-files">
                          {mine.map((f) => (
                            <li key={f.id}>
                              <bdi dir="auto">{f.name}</bdi>
                            </li>
                          ))}
                        </ul>
                      )}
                      <Upload
                        accept={ALLOWED_FILE_TYPES.map((e) => `.${e}`).join(',')}
                        showUploadList={false}
                        beforeUpload={(file) => {
                          void upload(file, item.id);
                          return false;
                        }}
                      >
                        <Button
                          size="small"
                          icon={<UploadOutlined aria-hidden />}
                          loading={progress !== null && uploadingFor === item.id}
                          disabled={progress !== null && uploadingFor !== item.id}
                          data-testid="guest-upload-question"
                        >
                          {t('guest.web.uploadFor')}
                        </Button>
                      </Upload>
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </section>
      )}
      <section className="page-card detail-block" aria-labelledby="guest-files">
        <h2 id="guest-files" className="detail-block-title">
          {t('guest.web.yourFiles')}
        </h2>
        {a.files.length === 0 ? (
          <p className="guest-no-files">{t('guest.web.noFiles')}</p>
        ) : (
          <ul className="guest-files" data-testid="guest-files">
            {a.files.map((f) => (
              <li key={f.id}>
                <bdi dir="auto">{f.name}</bdi> <span className="guest-file-at">{formatDateTime(f.uploaded_at)}</span>
                {questionIndex(f.item_id) !== null && (
                  <span className="guest-file-for"> · {t('guest.web.forQuestion', { index: questionIndex(f.item_id) })}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {mayUpload && (
          <Upload
            accept={ALLOWED_FILE_TYPES.map((e) => `.${e}`).join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button
              icon={<UploadOutlined aria-hidden />}
              loading={progress !== null && uploadingFor === 0}
              disabled={progress !== null && uploadingFor !== 0}
              data-testid="guest-upload"
            >
              {t('guest.web.upload')}
            </Button>
          </Upload>
        )}
        {progress !== null && <Progress percent={progress} size="small" />}
      </section>
    </div>
  );
}
