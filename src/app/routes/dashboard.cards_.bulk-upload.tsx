import { createFileRoute } from '@tanstack/react-router';
import { requireLiveKeys } from '../lib/route-guards';
import { CardsScreen } from '../features/cards/cards-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/cards_/bulk-upload')({
  validateSearch: ListSearch,
  beforeLoad: requireLiveKeys,
  component: CardsBulkUploadRoute,
});

function CardsBulkUploadRoute() {
  return <CardsScreen path="/dashboard/cards/bulk-upload" />;
}
