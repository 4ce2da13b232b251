import { createFileRoute } from '@tanstack/react-router';
import { StoreProductsScreen } from '../features/store/product-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/products')({
  validateSearch: ListSearch,
  component: StoreProductsScreen,
});
