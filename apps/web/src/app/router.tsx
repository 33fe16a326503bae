/**
 * The router, built from PORTAL_ROUTES of @tic/shared (the one list of every route of the spec):
 * each route's layout picks its parent, its page id picks its screen.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { HOME_PATH, type PortalRoute, type RouteLayout } from '@tic/shared';
// As data in a build (build/routeTable.ts): not the line registry it is derived from.
import { PORTAL_ROUTES } from '../lib/routeTable';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { registerNavigate } from '../lib/navigation';
import { registerSignedInPrefetch } from '../lib/prefetch';
import { session } from '../lib/storage';
import { PublicLayout } from './layouts/PublicLayout';
import { rootLoader } from './loader';
import { loadAntdScope, WithAntd } from './antd';
import { PAGES, PLAIN_PAGES } from './pages';
import { isChunkLoadError, reloadOnChunkError, withChunkTimeout } from './reload';
import { RootLayout } from './RootLayout';
import { useRemoveBootShell } from './bootShell';

/** What each route carries for the shell: its title (document.title) and its spec entry. */
export interface RouteHandle {
  titleKey: string;
  route?: PortalRoute;
}

/**
 * Loads a page module. If its chunk cannot be loaded (typically an old tab after a deployment
 * removed the hashed file) the page is reloaded once, and the navigation waits for that reload;
 * a second failure right after reaches the error boundary instead of looping.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: (await withChunkTimeout(load)).default };
    } catch (e) {
      if (isChunkLoadError(e) && reloadOnChunkError(session, Date.now(), () => window.location.reload())) {
        return new Promise(() => undefined);
      }
      throw e;
    }
  };
}

// Shown only when needed, so they (and antd's Result with its pictures) stay out of the first load (issue 16).
const InPreparation = lazy(() => import('../components/InPreparation').then((m) => ({ default: m.InPreparation })));
const LazyRouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })));
// The error screen may show on a page without antd (/login): it brings antd's provider with it.
function RouteError() {
  useRemoveBootShell();
  return (
    <WithAntd fallback={<FullPageSpinner />}>
      <Suspense fallback={<FullPageSpinner />}>
        <LazyRouteError />
      </Suspense>
    </WithAntd>
  );
}

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: RouteHandle = { titleKey: route.titleKey, route };
  const load = PAGES[route.page];
  if (!load)
    return {
      path: route.path,
      handle,
      element: (
        <Suspense fallback={<FullPageSpinner />}>
          <InPreparation />
        </Suspense>
      ),
    };
  return { path: route.path, handle, lazy: lazyPage(load) };
}

const routesOf = (layout: RouteLayout, plain = false) =>
  PORTAL_ROUTES.filter((r) => r.layout === layout && PLAIN_PAGES.has(r.page) === plain).map(toRouteObject);

const loadHeaderLayout = () => import('./layouts/HeaderLayout').then((m) => ({ default: m.HeaderLayout }));
const loadMainLayout = () => import('./layouts/MainLayout').then((m) => ({ default: m.MainLayout }));
const loadAntdLayout = () => loadAntdScope().then((m) => ({ default: m.AntdLayout }));
// What signing in opens: the main shell and the workbench, both without antd (lib/prefetch.ts).
registerSignedInPrefetch(() => Promise.all([loadMainLayout(), PAGES.workBench?.()]));

/** A layout's pages: the plain ones directly under it, the others inside antd's provider, loaded before them. */
const withAntdPages = (layout: RouteLayout): RouteObject[] => [...routesOf(layout, true), { lazy: lazyPage(loadAntdLayout), children: routesOf(layout) }];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The guard must see every navigation (a session can end between two clicks), not only the first.
    shouldRevalidate: () => true,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageSpinner,
    children: [
      { index: true, loader: () => redirect(HOME_PATH) },
      // The signed-in shells are plain React (issue 16): they load with the first signed-in page, not with /login, and
      // bring no antd; the pages drawn without antd (the workbench) render straight in them.
      { lazy: lazyPage(loadHeaderLayout), children: withAntdPages('header') },
      { lazy: lazyPage(loadMainLayout), children: withAntdPages('main') },
      {
        Component: PublicLayout,
        children: [
          // The public pages drawn without antd (/login): nothing of antd loads with them (first-load budget, issue 16).
          ...routesOf('public', true),
          { lazy: lazyPage(loadAntdLayout), children: routesOf('public') },
        ],
      },
      {
        lazy: lazyPage(loadAntdLayout),
        children: [
          {
            path: '*',
            handle: { titleKey: 'route.notFound' } satisfies RouteHandle,
            lazy: lazyPage(() => import('../features/errors/pages/NotFoundPage')),
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading the modules of the routes matching `pathname` (the page, its layouts, antd's scope when used) while
 * the language loads, rather than after it: the router asks for the same modules when it is created, and gets them
 * from the module cache (issue 16: a fast first load). A failure is left to the router's own load.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}

/**
 * Created by main.tsx after the language is initialised: a data router starts the first route's
 * loader (the guard's API calls, which carry the langId header) the moment it is created.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Lets the HTTP client's 401 rule navigate inside the app.
  registerNavigate((to, opts) => router.navigate(to, opts));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
