import { createFileRoute } from '@tanstack/react-router';
import { EmailSearch } from '../features/auth/search';
import { VerifyEmailScreen } from '../features/auth/verify-email-screen';

export const Route = createFileRoute('/verify/email')({
  validateSearch: EmailSearch,
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { email } = Route.useSearch();
  return <VerifyEmailScreen email={email} />;
}
