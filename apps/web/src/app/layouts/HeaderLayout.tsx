import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { SkipLink, MAIN_ID } from '../../components/SkipLink';
import { AppHeader } from './AppHeader';

/** Signed-in pages outside the business areas (profile, messages, policies): header only. Plain elements (issue 16). */
export function HeaderLayout() {
  return (
    <div className="app-shell">
      <SkipLink />
      <AppHeader />
      <main className="app-content app-content-wide" id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
