import { ensureListPage, listDeps } from '../queries/screen-data';
import { couponsQuery } from '../queries/store-promotions';
import { createFileRoute } from '@tanstack/react-router';
import { DiscountsScreen } from '../features/store/discounts/discounts-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/discounts')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => ensureListPage(context.queryClient, couponsQuery, deps),
  component: DiscountsScreen,
});
