import { createFileRoute } from '@tanstack/react-router';
import { InstagramProductsScreen } from '../features/instagram/instagram-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/instagram/products')({
  validateSearch: ListSearch,
  component: InstagramProductsScreen,
});
