import { Button, Space } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, FORM_DEFINITIONS, type ApplicationDetail } from '@tic/shared';
import { certificatePath } from '../../../certificates';
import { certificatePdfUrl } from '../../../certificates';
import { useDictLabel } from './useDictLabel';
import { DetailSummary } from './DetailSummary';
import { FormAsText, type TextSection } from './FormAsText';
import { HistoryTimeline } from './HistoryTimeline';
import { ReturnNotice } from './ReturnNotice';
import { ltr } from '../../../../lib/i18n';
import { GuestsCard } from '../../../organisations';
import { VaultMark } from '../../../../components/attachments/VaultMark';

/**
 * A read-only application (submitted, processing, issued, cancelled) as a page to read: summary and
 * "waiting on" at the top, the return reason and returned attachments, the certificate when there is
 * one, the history, then the form as text. `sections`: the form's declared sections (by default its
 * shared definition), so the view follows whatever the form declares.
 */
export function ApplicationDetailView({
  detail,
  sections = FORM_DEFINITIONS[detail.form].sections,
}: {
  detail: ApplicationDetail;
  sections?: readonly TextSection[];
}) {
  const { t } = useTranslation();
  const type = useDictLabel('rfc');
  return (
    <div className="application-detail" data-testid="application-detail">
      <section className="page-card detail-block detail-top" aria-labelledby="detail-title">
        <h2 id="detail-title" className="detail-block-title">
          <bdi dir="auto">{detail.title || t('appUi.list.untitled')}</bdi>
          {detail.rfc_no && (
            <span className="detail-rfc">
              {' '}
              <bdi dir="ltr">{detail.rfc_no}</bdi>
            </span>
          )}
        </h2>
        <p className="detail-type">{type(detail.application_type)}</p>
        <DetailSummary detail={detail} />
      </section>
      <ReturnNotice detail={detail} />
      {detail.certificate && (
        <section className="page-card detail-block" aria-labelledby="detail-certificate" data-testid="detail-certificate">
          <h2 id="detail-certificate" className="detail-block-title">
            {t('appDetail.certificate')}
          </h2>
          <Space wrap>
            <Link to={certificatePath(detail.certificate.id)}>
              <SafetyCertificateOutlined aria-hidden /> {t('appDetail.viewCertificate', { no: ltr(detail.certificate.cert_no) })}
            </Link>
            <Button icon={<DownloadOutlined aria-hidden />} href={certificatePdfUrl(detail.certificate.id)} download>
              {t('certUi.detail.download')}
            </Button>
          </Space>
          {detail.certificate.testing_institution && (
            <p className="detail-institution" data-testid="detail-institution">
              {t('appDetail.testingInstitution')}: <bdi dir="auto">{detail.certificate.testing_institution}</bdi>
            </p>
          )}
        </section>
      )}
      <GuestsCard applicationId={detail.id} status={detail.status} />
      <HistoryTimeline history={detail.history} />
      <section className="page-card detail-block" aria-labelledby="detail-form">
        <h2 id="detail-form" className="detail-block-title">
          {t('appDetail.form')}
        </h2>
        <FormAsText form={detail.form} sections={sections} data={detail.data} skip={['attachments']} />
        {detail.attachments.length > 0 && (
          <section className="form-text-section" data-testid="detail-attachments">
            <h3>{t('appDetail.attachments')}</h3>
            <ul className="detail-attachments">
              {detail.attachments.map((a) => (
                <li key={a.id} className={a.status === 'returned' ? 'attachment-returned' : undefined}>
                  <a href={`${API_FRONTEND}${a.path}`} aria-label={t('appDetail.download', { name: a.name })}>
                    <bdi dir="auto">{a.name}</bdi>
                  </a>
                  {a.file_type && <span className="detail-attachment-type"> · {t(`applications.fileType.${a.file_type}`)}</span>}
                  {a.vault && (
                    <>
                      {' '}
                      <VaultMark
                        item={{
                          uid: String(a.id),
                          name: a.name,
                          size: a.size,
                          upload: 'done',
                          percent: 100,
                          vault_document_id: a.vault.document_id,
                          vault_version_no: a.vault.version_no,
                        }}
                      />
                    </>
                  )}
                  {a.uploaded_by && (
                    <span className="detail-attachment-by" data-testid={`attachment-by-${a.id}`}>
                      {' · '}
                      {t('appDetail.uploadedBy', { name: `\u2068${a.uploaded_by}\u2069` })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>
    </div>
  );
}
