import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { LoginSearch } from '../features/auth/search';
import { clearSession } from '../lib/session';
import { clearSessionQueries } from '../query-client';

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  // Entering login clears the session except white-label data (spec 1 §2); a preload does not.
  beforeLoad: ({ preload, context }) => {
    if (preload) return;
    clearSession(true);
    clearSessionQueries(context.queryClient);
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { email, from } = Route.useSearch();
  return <LoginScreen defaultEmail={email} fromRegister={from === 'register'} />;
}
