import { ensureListPage, listDeps } from '../queries/screen-data';
import { storeProductsQuery } from '../features/store/api';
import { createFileRoute } from '@tanstack/react-router';
import { StoreProductsScreen } from '../features/store/product-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/products')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, storeProductsQuery, deps),
  component: StoreProductsScreen,
});
