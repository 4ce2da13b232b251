import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call } from '../lib/api-client';

/** POST v2/merchant/wallets: ledger and available balance per currency (balance, overview, transfers, cards). */
export const walletsQuery = () =>
  queryOptions({ queryKey: ['wallets'], queryFn: ({ signal }) => call(endpoints.wallets, { signal }) });
