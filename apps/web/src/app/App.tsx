import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import type { Locale } from '@tic/shared';
import { directionOf, loadedAntdLocale } from '../lib/i18n';
import { registerMessageApi } from '../lib/notify';
import { queryClient } from './queryClient';
import type { AppRouter } from './router';
import { theme } from './theme';

/** Hands antd's contextual message API (RTL- and theme-aware) to the HTTP client. */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/** The language is fixed for the page's lifetime: switching it stores LANG and reloads. */
export function App({ lang, router }: { lang: Locale; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* No auto space between two CJK characters in buttons ("登 录"): current Chinese UIs do not use it. */}
      <ConfigProvider locale={loadedAntdLocale()} direction={directionOf(lang)} theme={theme} button={{ autoInsertSpace: false }}>
        <AntApp>
          <MessageBridge />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
