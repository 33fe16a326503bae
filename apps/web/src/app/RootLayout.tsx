import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './router';
import { wantsReload } from './reload';
import { useRemoveBootShell } from './bootShell';

/** document.title follows the deepest route that names a title. */
function useDocumentTitle(): void {
  const matches = useMatches();
  const { t } = useTranslation();
  const titleKey = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as RouteHandle | undefined;
  const title = titleKey ? t(titleKey.titleKey) : '';
  const appName = t('common.appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

/** A completed navigation carrying state {reload: true} becomes a full page load (spec section 2). */
function useReloadOnFlaggedNavigation(): void {
  const location = useLocation();
  useEffect(() => {
    if (!wantsReload(location.state)) return;
    // location.replace loads the URL afresh without the history state, so the flag cannot loop.
    window.location.replace(location.pathname + location.search);
  }, [location]);
}

/** A thin bar while a navigation waits for its loader or lazy page. */
function NavProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <div className="nav-progress" role="progressbar" aria-busy="true" />;
}

export function RootLayout() {
  useRemoveBootShell();
  useDocumentTitle();
  useReloadOnFlaggedNavigation();
  return (
    <>
      <NavProgress />
      <Outlet />
    </>
  );
}
