import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Table } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_FORMS, FOLLOW_ON_KINDS, formOfType, plusDays, todayIso, VERIFY_PATH, type CertificateDetail, type FollowOnKind } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { detailPath } from '../../applications';
import { certificatePdfUrl, useCertificate } from '../api/info';
import { CertStatusTag } from '../components/CertStatusTag';
import { ltr, text } from '../components/Bidi';
import { localDate } from '../../../lib/i18n';
import { useTypeLabel } from '../components/useTypeLabel';
import { LineCertificateFieldsPanels } from '../components/lineCertificatePanels';
import { FollowOnButtons } from '../components/FollowOnButtons';

/** A certificate expiring within this many days says so above its follow-ons (the first expiry reminder's). */
const SOON_DAYS = 90;
import { AREA_SCREENS, routeTitleKey, useArea } from '../../applications';
import { DirectoryCard } from '../../directory';

/** One of my certificates (GET /cert/info/{id}) with its PDF (GET /cert/pdf/{id}, saved under the certificate number). */
export default function CertificateDetailPage() {
  const { t } = useTranslation();
  const area = useArea();
  const typeLabel = useTypeLabel();
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const cert = useCertificate(id);
  const c = cert.data;
  // The expiry reminder's link (?follow=renew) stresses that follow-on.
  const follow = useSearchParams()[0].get('follow');
  const stressed = (FOLLOW_ON_KINDS as readonly string[]).includes(follow ?? '') ? (follow as FollowOnKind) : undefined;
  const soon = !!c?.expiry_date && c.status === 'valid' && c.expiry_date <= plusDays(todayIso(), SOON_DAYS);

  return (
    <div className="page" data-testid="certificate-detail">
      <PageHeader
        title={t(routeTitleKey(`${AREA_SCREENS[area].certificates}/:id`))}
        subtitle={c && ltr(c.cert_no)}
        extra={
          <Space wrap>
            <Link to={AREA_SCREENS[area].certificates}>
              <ArrowLeftOutlined className="flip-rtl" /> {t('certUi.detail.back')}
            </Link>
            {c && (
              <Button type="primary" icon={<DownloadOutlined />} href={certificatePdfUrl(c.id)} download data-testid="cert-download">
                {t('certUi.detail.download')}
              </Button>
            )}
          </Space>
        }
      />
      <div className="page-card">
        {id === null || cert.isError ? (
          <Result status="404" title={t('certUi.detail.notFound')} data-testid="cert-missing" />
        ) : !c ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle" data-testid="cert-fields">
            <Descriptions.Item label={t('certPdf.cert_no')}>{ltr(c.cert_no)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.status')}>
              <span data-testid="cert-status" data-status={c.status}>
                <CertStatusTag value={c.status} />
                {c.status_since && t('trust.verify.since', { date: (c.status === 'expired' && c.expiry_date) || c.status_since })}
                {c.suspended_until && <> · {t('trust.verify.until', { date: c.suspended_until })}</>}
                {c.superseded_by && (
                  <>
                    {' · '}
                    <Link to={`${AREA_SCREENS[area].certificates}/${c.superseded_by.id}`}>
                      {t('trust.verify.supersededBy', { no: c.superseded_by.cert_no })}
                    </Link>
                  </>
                )}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('certPdf.rfc_no')}>{ltr(c.rfc_no)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.type')}>{typeLabel(c.type)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.title')} span={2}>
              {text(c.title)}
            </Descriptions.Item>
            <Descriptions.Item label={t('certPdf.importer')}>{text(c.importer)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.exporter')}>{text(c.exporter)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.issue_date')}>{localDate(c.issue_date)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.expiry_date')}>{c.expiry_date ? localDate(c.expiry_date) : t('certPdf.noExpiry')}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.route')}>{c.route ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('certUi.detail.companyName')}>{text(c.company_name)}</Descriptions.Item>
            <Descriptions.Item label={t('certUi.detail.createdAt')}>{ltr(c.created_at.slice(0, 16).replace('T', ' '))}</Descriptions.Item>
            <Descriptions.Item label={t('certUi.detail.application')}>
              {/* A type no form serves (none today) opens at the registry's first line's form. */}
              <Link to={detailPath({ id: c.application_id, form: formOfType(c.type) ?? APPLICATION_FORMS[0] })}>
                <FileSearchOutlined /> {t('certUi.detail.openApplication')}
              </Link>
            </Descriptions.Item>
            {c.mail_to && (
              <Descriptions.Item label={t('appExtras.mailTo')} span={2}>
                <span data-testid="cert-mail-to" dir="auto">
                  {[c.mail_to.recipient, c.mail_to.company, c.mail_to.address, c.mail_to.postcode, c.mail_to.phone].filter(Boolean).join(' · ')}
                </span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('trust.holderCode')} span={2}>
              {c.verify_code ? (
                <Space direction="vertical" size={2}>
                  <Link to={`${VERIFY_PATH}?no=${encodeURIComponent(c.cert_no)}&code=${encodeURIComponent(c.verify_code)}`} data-testid="cert-verify-code">
                    <code dir="ltr">{c.verify_code}</code>
                  </Link>
                  <span className="cert-verify-help">{t('trust.holderCodeHelp')}</span>
                </Space>
              ) : (
                '—'
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
        {c && (c.follow_ons?.length ?? 0) > 0 && (
          <Card size="small" className="cert-follow-ons" title={t('renewals.title')} data-testid="cert-follow-ons" style={{ marginTop: 16 }}>
            {soon && (
              <Alert type="warning" showIcon className="form-alert" title={t('renewals.expiresOn', { date: c.expiry_date })} data-testid="cert-expiring" />
            )}
            <FollowOnButtons cert={c} primary={stressed} />
          </Card>
        )}
        {c && <LineCertificateFieldsPanels cert={c} />}
        {c && <DirectoryCard id={c.id} certNo={c.cert_no} />}
        {c && c.status_history.length > 0 && (
          <Table
            className="cert-status-history"
            size="small"
            rowKey="created_at"
            pagination={false}
            title={() => t('trust.statusHistory')}
            dataSource={c.status_history}
            columns={[
              { key: 'at', title: t('trust.statusSince'), render: (_, h) => ltr(h.created_at.slice(0, 16).replace('T', ' ')) },
              { key: 'to', title: t('certPdf.status'), render: (_, h) => <CertStatusTag value={h.to_status as CertificateDetail['status']} /> },
              {
                key: 'why',
                title: '',
                render: (_, h) =>
                  [h.until && t('trust.verify.until', { date: h.until }), h.superseded_by && t('trust.verify.supersededBy', { no: h.superseded_by }), h.reason]
                    .filter(Boolean)
                    .join(' · '),
              },
            ]}
          />
        )}
      </div>
    </div>
  );
}
