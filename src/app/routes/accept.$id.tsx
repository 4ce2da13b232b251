import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationScreen } from '../features/auth/accept-invitation-screen';

export const Route = createFileRoute('/accept/$id')({ component: AcceptRoute });

function AcceptRoute() {
  const { id } = Route.useParams();
  return <AcceptInvitationScreen id={id} />;
}
