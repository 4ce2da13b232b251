import { createFileRoute } from '@tanstack/react-router';
import { DiscountsScreen } from '../features/store/discounts/discounts-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/discounts')({
  validateSearch: ListSearch,
  component: DiscountsScreen,
});
