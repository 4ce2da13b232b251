import { createFileRoute, redirect } from '@tanstack/react-router';
import { prefetchShellData } from '../features/shell/api';
import { DashboardFrame } from '../features/shell/dashboard-frame';
import { hasStoredSession } from '../lib/session';
import { DashboardNotFoundScreen } from '../ui/not-found-screen';

export const Route = createFileRoute('/dashboard')({
  // Guard (spec 1 §2 Shell): neither an app token nor a refresh token stored means /login.
  beforeLoad: ({ location }) => {
    if (!hasStoredSession()) {
      throw redirect({
        to: '/login',
        search: location.pathname.startsWith('/dashboard/capital') ? { capital: true } : {},
        replace: true,
      });
    }
  },
  // The frame's calls start with the screen's, while the code loads (features/shell/api.ts).
  loader: ({ context }) => prefetchShellData(context.queryClient),
  component: DashboardFrame,
  // Unknown dashboard paths (and screens that throw notFound) render inside the shell.
  notFoundComponent: DashboardNotFoundScreen,
});
