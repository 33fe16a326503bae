import { Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formOfType } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { detailPath } from '../../applications';
import { certificatePdfUrl, useCertificate } from '../api/info';
import { CertStatusTag } from '../components/CertStatusTag';
import { ltr, text } from '../components/Bidi';
import { useTypeLabel } from '../components/useTypeLabel';
import { CERTIFICATE_LIST_PATH } from '../lib/paths';

/** One of my certificates (GET /cert/info/{id}) with its PDF (GET /cert/pdf/{id}, saved under the certificate number). */
export default function CertificateDetailPage() {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const cert = useCertificate(id);
  const c = cert.data;

  return (
    <div className="page" data-testid="certificate-detail">
      <PageHeader
        title={t('route.customsClearance_myCertificate_detail')}
        subtitle={c && ltr(c.cert_no)}
        extra={
          <Space wrap>
            <Link to={CERTIFICATE_LIST_PATH}>
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
              <CertStatusTag value={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('certPdf.rfc_no')}>{ltr(c.rfc_no)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.type')}>{typeLabel(c.type)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.title')} span={2}>
              {text(c.title)}
            </Descriptions.Item>
            <Descriptions.Item label={t('certPdf.importer')}>{text(c.importer)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.exporter')}>{text(c.exporter)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.issue_date')}>{ltr(c.issue_date)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.expiry_date')}>{ltr(c.expiry_date)}</Descriptions.Item>
            <Descriptions.Item label={t('certPdf.route')}>{c.route ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('certUi.detail.companyName')}>{text(c.company_name)}</Descriptions.Item>
            <Descriptions.Item label={t('certUi.detail.createdAt')}>{ltr(c.created_at.slice(0, 16).replace('T', ' '))}</Descriptions.Item>
            <Descriptions.Item label={t('certUi.detail.application')}>
              <Link to={detailPath({ id: c.application_id, form: formOfType(c.type) ?? 'customs' })}>
                <FileSearchOutlined /> {t('certUi.detail.openApplication')}
              </Link>
            </Descriptions.Item>
          </Descriptions>
        )}
      </div>
    </div>
  );
}
