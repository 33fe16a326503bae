import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@tic/shared';
import { StatusTag } from '../StatusTag';
import { DetailDate } from './DetailDate';
import { useDictLabel } from './useDictLabel';
import { shownPayment, waitingOn } from './waitingOn';

/** The top of the detail: status, payment (once quoted), step and who the application waits on. */
export function DetailSummary({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const step = useDictLabel('process_step');
  const payment = shownPayment(detail);
  const waiting = waitingOn(detail);
  return (
    <dl className="detail-summary" data-testid="detail-summary">
      <div>
        <dt>{t('appDetail.status')}</dt>
        <dd data-testid="detail-status">
          <StatusTag value={detail.status} />
        </dd>
      </div>
      {payment && (
        <div>
          <dt>{t('appDetail.payment')}</dt>
          <dd data-testid="detail-payment">
            <StatusTag value={payment} slug="payment_status" />
          </dd>
        </div>
      )}
      {detail.status === 'processing' && (
        <div>
          <dt>{t('appDetail.step')}</dt>
          <dd data-testid="detail-step">{step(detail.process_step)}</dd>
        </div>
      )}
      <div>
        <dt>{t('appDetail.waitingOn')}</dt>
        <dd data-testid="detail-waiting">
          <Tag className={`waiting-${waiting.who}`}>{t(`appDetail.waiting.${waiting.who}`)}</Tag> {t(`appDetail.waitingWhat.${waiting.what}`)}
        </dd>
      </div>
      {detail.submitted_at && (
        <div>
          <dt>{t('appDetail.submittedAt')}</dt>
          <dd>
            <DetailDate at={detail.submitted_at} />
          </dd>
        </div>
      )}
      {detail.created_by && (
        <div>
          <dt>{t('appDetail.createdBy')}</dt>
          <dd data-testid="detail-created-by">
            <bdi dir="auto">{detail.created_by}</bdi>
          </dd>
        </div>
      )}
      {detail.submitted_by && (
        <div>
          <dt>{t('appDetail.submittedBy')}</dt>
          <dd data-testid="detail-submitted-by">
            <bdi dir="auto">{detail.submitted_by}</bdi>
          </dd>
        </div>
      )}
      {detail.accepter && (
        <div>
          <dt>{t('appDetail.accepter')}</dt>
          <dd data-testid="detail-accepter">
            <bdi dir="auto">{detail.accepter.name}</bdi>
            {detail.accepter.email && (
              <a className="detail-accepter-email" href={`mailto:${detail.accepter.email}`} dir="ltr">
                {detail.accepter.email}
              </a>
            )}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('appDetail.updatedAt')}</dt>
        <dd>
          <DetailDate at={detail.updated_at} />
        </dd>
      </div>
    </dl>
  );
}
