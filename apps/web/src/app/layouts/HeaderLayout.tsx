import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { SkipLink, MAIN_ID } from '../../components/SkipLink';
import { AppHeader } from './AppHeader';

/** Signed-in pages outside the business areas (profile, messages, policies): header only. */
export function HeaderLayout() {
  return (
    <Layout className="app-shell">
      <SkipLink />
      <AppHeader />
      <Layout.Content className="app-content app-content-wide" id={MAIN_ID} tabIndex={-1} role="main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
