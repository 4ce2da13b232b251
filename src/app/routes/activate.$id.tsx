import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailScreen } from '../features/auth/confirm-email-screen';

export const Route = createFileRoute('/activate/$id')({ component: ActivateRoute });

function ActivateRoute() {
  const { id } = Route.useParams();
  return <ConfirmEmailScreen token={id} path="/activate/$id" />;
}
