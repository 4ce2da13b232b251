import { createFileRoute } from '@tanstack/react-router';
import { SalesModeScreen } from '../features/salesmode/salesmode-screen';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/salesmode')({
  validateSearch: ListSearch,
  component: SalesModeScreen,
});
