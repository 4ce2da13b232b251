import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestScreen } from '../features/auth/reset-request-screen';
import { EmailSearch } from '../features/auth/search';

export const Route = createFileRoute('/reset/')({
  validateSearch: EmailSearch,
  component: ResetRoute,
});

function ResetRoute() {
  const { email } = Route.useSearch();
  return <ResetRequestScreen defaultEmail={email} />;
}
