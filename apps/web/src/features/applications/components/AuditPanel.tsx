import { App, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, type ApplicationDetail, type AuditView } from '@tic/shared';
import { http } from '../../../lib/api';
import { detailPath } from '../lib/paths';
import { localDate } from '../../../lib/i18n';

const GOOD = ['A', 'B', 'pass'];

/**
 * A factory audit's staff side (customer detail and staff page): man-days, the agreed date, the report's rating,
 * lead auditor, findings and the corrective action plan's due date, the report's PDF once issued, the audit it
 * follows up and, when the rating asks for one, the follow-up audit: booked here (customer) or opened.
 */
export function AuditPanel({
  audit,
  certificate,
  id,
  customer = false,
}: {
  audit: AuditView;
  certificate: { id: number; cert_no: string } | null;
  id: number;
  /** The customer may book the follow-up (the staff page shows it only). */
  customer?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const book = async () => {
    const made = await http.post<ApplicationDetail>(`/kenya/audit/${id}/follow-up`, {}).catch(() => null);
    if (!made) return;
    void message.success(t('audit.panel.bookFollowUp'));
    navigate(detailPath(made));
  };
  return (
    <Card className="form-section" title={t('audit.panel.title')} data-testid="audit-panel">
      <Descriptions size="small" column={1}>
        {audit.follow_up_of && (
          <Descriptions.Item label={t('appExtras.relation.follow_up')}>
            {t('audit.panel.followUpOf', { no: audit.follow_up_of.rfc_no ?? '' })}
          </Descriptions.Item>
        )}
        {audit.man_days !== null && <Descriptions.Item label={t('audit.panel.manDays')}>{audit.man_days}</Descriptions.Item>}
        {audit.confirmed_date && <Descriptions.Item label={t('audit.panel.confirmedDate')}>{localDate(audit.confirmed_date)}</Descriptions.Item>}
        {audit.rating && (
          <Descriptions.Item label={t('audit.panel.rating')}>
            <Tag color={GOOD.includes(audit.rating) ? 'green' : audit.rating === 'C' ? 'gold' : 'red'} data-testid="audit-rating">
              {t(`audit.rating.${audit.rating}`)}
            </Tag>
          </Descriptions.Item>
        )}
        {audit.audited_on && <Descriptions.Item label={t('audit.panel.auditedOn')}>{localDate(audit.audited_on)}</Descriptions.Item>}
        {audit.auditor && <Descriptions.Item label={t('audit.panel.auditor')}>{audit.auditor}</Descriptions.Item>}
        {audit.summary && <Descriptions.Item label={t('audit.panel.summary')}>{audit.summary}</Descriptions.Item>}
        {audit.ca_due_date && (
          <Descriptions.Item label={t('audit.panel.caDueDate')}>
            <span data-testid="audit-ca-due">{localDate(audit.ca_due_date)}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {audit.follow_up_needed && <p data-testid="audit-follow-up-needed">{t('audit.panel.followUpNeeded')}</p>}
      <Space wrap>
        {certificate && (
          <Button
            type="primary"
            className="report-pdf-button"
            href={`${API_FRONTEND}/cert/pdf/${certificate.id}`}
            target="_blank"
            data-testid="audit-report-pdf"
          >
            {t('audit.panel.reportPdf')} {certificate.cert_no}
          </Button>
        )}
        {audit.follow_up ? (
          <Button onClick={() => navigate(detailPath({ id: audit.follow_up!.id, form: 'audit' }))} data-testid="audit-open-follow-up">
            {t('audit.panel.openFollowUp', { no: audit.follow_up.rfc_no ?? '' })}
          </Button>
        ) : (
          customer &&
          audit.follow_up_needed && (
            <Button type="primary" onClick={() => void book()} data-testid="audit-book-follow-up">
              {t('audit.panel.bookFollowUp')}
            </Button>
          )
        )}
      </Space>
    </Card>
  );
}
