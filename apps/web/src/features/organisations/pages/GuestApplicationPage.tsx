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

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const f = await uploadGuestFile(a.id, file, setProgress);
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
            {a.inspection_date ? (
              <bdi dir="ltr" data-testid="guest-date">
                {a.inspection_date}
              </bdi>
            ) : (
              t('guest.web.noDate')
            )}
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
            <Button icon={<UploadOutlined aria-hidden />} loading={progress !== null} data-testid="guest-upload">
              {t('guest.web.upload')}
            </Button>
          </Upload>
        )}
        {progress !== null && <Progress percent={progress} size="small" />}
      </section>
    </div>
  );
}
