import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailScreen } from '../features/auth/confirm-email-screen';

export const Route = createFileRoute('/confirm-account/$token')({ component: ConfirmAccountRoute });

function ConfirmAccountRoute() {
  const { token } = Route.useParams();
  return <ConfirmEmailScreen token={token} path="/confirm-account/$token" />;
}
