import { createFileRoute } from '@tanstack/react-router';
import { StoreProductsScreen } from '../features/store/store-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/products_/create')({
  validateSearch: ListSearch,
  component: StoreProductsCreateRoute,
});

function StoreProductsCreateRoute() {
  return <StoreProductsScreen path="/dashboard/store/products/create" />;
}
