import { createFileRoute } from '@tanstack/react-router';
import { DeletedScreen } from '../features/auth/deleted-screen';
import { EmailSearch } from '../features/auth/search';

export const Route = createFileRoute('/deleted')({
  validateSearch: EmailSearch,
  component: DeletedRoute,
});

function DeletedRoute() {
  const { email } = Route.useSearch();
  return <DeletedScreen email={email} />;
}
