import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/auth/reset-password-screen';

export const Route = createFileRoute('/reset/$id')({ component: ResetPasswordRoute });

function ResetPasswordRoute() {
  const { id } = Route.useParams();
  return <ResetPasswordScreen id={id} />;
}
