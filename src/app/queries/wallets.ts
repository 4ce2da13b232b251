import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { accountKey } from './keys';
import { seen } from './seen';

/**
 * POST v2/merchant/wallets: ledger and available balance per currency (balance, overview, transfers,
 * cards, the currency pickers), with the time of the service worker's copy when it answered offline.
 */
export const walletsSeenQuery = () =>
  queryOptions({
    queryKey: ['wallets', accountKey()],
    queryFn: ({ signal }) => seen(endpoints.wallets, { signal }),
  });

/** The balances alone. */
export const walletsQuery = () => queryOptions({ ...walletsSeenQuery(), select: (answer) => answer.data });

/** The business's currencies (its wallets), the own currency first, for the currency pickers. */
export const businessCurrenciesQuery = () =>
  queryOptions({
    ...walletsSeenQuery(),
    select: (answer) => [...new Set(answer.data.map((w) => w.wallet_currency_code))],
    staleTime: 5 * 60_000,
  });
