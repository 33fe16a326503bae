import { Alert, Button, List, Result, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, type ApplicationDetail, type FindingOut } from '@tic/shared';
import { PredictionLine } from './PredictionLine';

/**
 * The consistency check's warnings a submission went through with (issue 31): they did not stop it, but the officer
 * may ask about them. Worded by the server in the language the customer submitted in.
 */
export function SubmittedWarnings({ warnings }: { warnings: readonly FindingOut[] }) {
  const { t } = useTranslation();
  if (!warnings.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="form-alert consistency-panel"
      data-testid="submitted-warnings"
      title={t('consistency.submitted.title')}
      description={
        <>
          <div className="consistency-intro">{t('consistency.submitted.intro')}</div>
          <List
            size="small"
            dataSource={warnings as FindingOut[]}
            renderItem={(f, i) => (
              <List.Item key={`${f.rule}-${f.path}-${i}`} data-testid="submitted-warning" data-rule={f.rule} data-path={f.path}>
                <span>
                  <Tag color="gold">{t('consistency.panel.warn')}</Tag>
                  {f.message}
                </span>
              </List.Item>
            )}
          />
        </>
      }
    />
  );
}

/**
 * After submission (spec section 2, application-success page): return home, the submitted-for-review
 * state with the RFC number, reapply (a new draft prefilled from this one) and view the record. The consistency
 * warnings the submission went through with are listed, and carried to the record's page.
 */
export function SubmitSuccess({
  application,
  warnings = [],
  basePath,
  onView,
}: {
  application: ApplicationDetail;
  warnings?: readonly FindingOut[];
  basePath: string;
  /** "View record": besides the navigation (the record may be at the address the form was at). */
  onView?: () => void;
}) {
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
            <Button
              onClick={() => {
                navigate(`${basePath}/${application.id}`, { state: { warnings } });
                onView?.();
              }}
              data-testid="success-view"
            >
              {t('appUi.success.view')}
            </Button>
          </Space>
        }
      />
      <SubmittedWarnings warnings={warnings} />
    </div>
  );
}
