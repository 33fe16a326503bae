import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './queryClient';
import type { AppRouter } from './router';

/**
 * The language is fixed for the page's lifetime: switching it stores LANG and reloads. antd's provider is not here:
 * it wraps the routes that use antd (app/antd.tsx), so /login loads without antd (issue 16).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
