/**
 * antd loads with the first screen that needs it, never with /login's first view (issue 16: at most 200 KB of
 * JavaScript). `loadAntdScope` loads the provider and the language's antd locale once; `<WithAntd>` wraps a lazily
 * loaded antd part of a plain page (the other sign-in methods of /login, the error screen) in that provider.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { currentLang } from '../lib/i18n';

type AntdScopeModule = typeof import('./AntdScope');
let scope: Promise<AntdScopeModule> | undefined;

export function loadAntdScope(): Promise<AntdScopeModule> {
  scope ??= import('./AntdScope').then(async (m) => {
    await m.loadAntdLocale(currentLang());
    return m;
  });
  // A failed load (an old tab after a deployment) may be tried again by the router's reload rule.
  scope.catch(() => {
    scope = undefined;
  });
  return scope;
}

const LazyScope = lazy(() => loadAntdScope().then((m) => ({ default: m.AntdScope })));

export function WithAntd({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyScope>{children}</LazyScope>
    </Suspense>
  );
}
