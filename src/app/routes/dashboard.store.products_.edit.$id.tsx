import { createFileRoute } from '@tanstack/react-router';
import { StoreProductsScreen } from '../features/store/store-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/products_/edit/$id')({
  validateSearch: ListSearch,
  component: StoreProductsEditRoute,
});

function StoreProductsEditRoute() {
  return <StoreProductsScreen path="/dashboard/store/products/edit/$id" />;
}
