import { lazy, Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useVisibleMenu } from '../../features/menu/api/menu';
import { SideMenu } from '../../features/menu/components/SideMenu';
import { areaOfPath, isAreaAllowed } from '../../features/menu/lib/menuModel';
import { SkipLink, MAIN_ID } from '../../components/SkipLink';
import { AppHeader } from './AppHeader';

// antd's Result: only for an area the menu does not grant, so not in every page's first load (issue 16).
const StatusPage = lazy(() => import('../../components/StatusPage').then((m) => ({ default: m.StatusPage })));

/**
 * Pages of the four business areas: header with the areas, side menu of the current one. An area
 * the server's menu does not grant shows the denied page in place (spec section 6).
 */
export function MainLayout() {
  const { t } = useTranslation();
  const menu = useVisibleMenu();
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  const allowed = area !== undefined && isAreaAllowed(menu, area);

  return (
    <Layout className="app-shell">
      <SkipLink />
      <AppHeader withSide={allowed} />
      <Layout hasSider>
        {allowed && (
          <Layout.Sider width={256} theme="light" className="app-sider">
            <SideMenu />
          </Layout.Sider>
        )}
        <Layout.Content className="app-content" id={MAIN_ID} tabIndex={-1} role="main">
          {allowed ? (
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          ) : (
            <Suspense fallback={<FullPageSpinner />}>
              <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
