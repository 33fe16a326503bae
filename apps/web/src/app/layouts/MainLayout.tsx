import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useVisibleMenu } from '../../features/menu/api/menu';
import { SideMenu } from '../../features/menu/components/SideMenu';
import { areaOfPath, isAreaAllowed } from '../../features/menu/lib/menuModel';
import { SkipLink, MAIN_ID } from '../../components/SkipLink';
import { WithAntd } from '../antd';
import { AppHeader } from './AppHeader';

// antd's Result: only for an area the menu does not grant, so not in every page's first load (issue 16).
const StatusPage = lazy(() => import('../../components/StatusPage').then((m) => ({ default: m.StatusPage })));

/**
 * Pages of the four business areas: header with the areas, side menu of the current one. An area the server's menu
 * does not grant shows the denied page in place (spec section 6). Plain elements; antd loads with the pages using it.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const menu = useVisibleMenu();
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  const allowed = area !== undefined && isAreaAllowed(menu, area);

  return (
    <div className="app-shell">
      <SkipLink />
      <AppHeader withSide={allowed} />
      <div className="app-body">
        {allowed && (
          <aside className="app-sider">
            <SideMenu />
          </aside>
        )}
        <main className="app-content" id={MAIN_ID} tabIndex={-1}>
          {allowed ? (
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          ) : (
            <WithAntd fallback={<FullPageSpinner />}>
              <Suspense fallback={<FullPageSpinner />}>
                <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" />
              </Suspense>
            </WithAntd>
          )}
        </main>
      </div>
    </div>
  );
}
