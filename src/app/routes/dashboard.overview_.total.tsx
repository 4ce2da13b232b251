import { createFileRoute } from '@tanstack/react-router';
import { OverviewTotalScreen } from '../features/overview/overview-total';
import { parseOverviewSearch } from '../features/overview/search';

export const Route = createFileRoute('/dashboard/overview_/total')({
  validateSearch: parseOverviewSearch,
  loaderDeps: ({ search }) => ({ search }),
  // Starts the screen's calls while its code loads, so its first render has the figures instead of
  // rendering the whole screen again as each answers. The business's own currency is the common case;
  // another one asked for waits for the wallets, as the screen must check it against them.
  loader: async ({ context, deps }) => {
    // Imported here, not at the top: the area's queries then stay out of every route's first load.
    const [api, filters] = await Promise.all([
      import('../features/overview/api'),
      import('../features/overview/filters'),
    ]);
    void context.queryClient.prefetchQuery(api.liveWalletsQuery());
    const home = filters.countryCurrency();
    if (deps.search.currency && deps.search.currency !== home) return;
    const range = filters.resolveRange(deps.search);
    const period = { currency: home, from: range.from, to: range.to };
    void context.queryClient.prefetchQuery(api.totalProcessedQuery(period));
    void context.queryClient.prefetchQuery(api.earningsQuery(period));
  },
  component: OverviewTotalScreen,
});
