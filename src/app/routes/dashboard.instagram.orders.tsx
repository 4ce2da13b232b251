import { createFileRoute } from '@tanstack/react-router';
import { InstagramOrdersScreen } from '../features/instagram/instagram-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/instagram/orders')({
  validateSearch: ListSearch,
  component: InstagramOrdersScreen,
});
