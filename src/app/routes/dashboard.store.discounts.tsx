import { awaitScreenData, listDeps } from '../queries/screen-data';
import { storeQuery } from '../features/store/api';
import { couponsQuery } from '../queries/store-promotions';
import { createFileRoute } from '@tanstack/react-router';
import { DiscountsScreen } from '../features/store/discounts/discounts-screens';
import { ListSearch } from '../lib/list-search';

export const Route = createFileRoute('/dashboard/store/discounts')({
  validateSearch: ListSearch,
  loaderDeps: listDeps,
  // The store (its promotions show only when there is one) and the list's page.
  loader: ({ context, deps }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(storeQuery()),
      context.queryClient.ensureQueryData(couponsQuery(deps)),
    ),
  component: DiscountsScreen,
});
