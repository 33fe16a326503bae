import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, type ApplicationDetail } from '@tic/shared';
import { PredictionLine } from './PredictionLine';

/**
 * After submission (spec section 2, application-success page): return home, the submitted-for-review
 * state with the RFC number, reapply (a new draft prefilled from this one) and view the record.
 */
export function SubmitSuccess({ application, basePath }: { application: ApplicationDetail; basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-card" data-testid="submit-success">
      <PredictionLine prediction={application.prediction} />
      <Result
        status="success"
        title={t('appUi.success.title')}
        subTitle={t('appUi.success.subtitle', { rfc: application.rfc_no ?? '', title: application.title })}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(HOME_PATH)} data-testid="success-home">
              {t('appUi.success.home')}
            </Button>
            <Button onClick={() => navigate(`${basePath}?from=${application.id}`)} data-testid="success-reapply">
              {t('appUi.success.reapply')}
            </Button>
            <Button onClick={() => navigate(`${basePath}/${application.id}`)} data-testid="success-view">
              {t('appUi.success.view')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
