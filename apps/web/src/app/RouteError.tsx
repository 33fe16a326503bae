import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/http';
import { BrandLogo } from '../components/BrandLogo';
import { StatusPage } from '../components/StatusPage';

/**
 * Error boundary of the whole route tree: a failed bootstrap call, or a page chunk that still
 * failed after the one automatic reload (see lazyPage in router.tsx). It always offers a way out.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage status="404" title={t('notFound.title')} desc={t('notFound.desc')} testId="not-found" standalone />;
  }

  // For a failed call the HTTP client has shown the message already; repeat it where the page would be.
  const detail = isApiError(error) ? error.msg : t('common.pageLoadFailedDesc');
  return (
    <div className="status-page">
      <div className="status-page-brand">
        <BrandLogo tone="dark" />
      </div>
      <div className="status-page-card">
        <Result
          status="warning"
          title={t('common.pageLoadFailed')}
          subTitle={detail}
          extra={[
            <Button type="primary" key="reload" onClick={() => window.location.reload()}>
              {t('common.reload')}
            </Button>,
            <Button key="home" href="/">
              {t('common.backHome')}
            </Button>,
          ]}
        />
      </div>
    </div>
  );
}
