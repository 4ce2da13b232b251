import { queryOptions } from '@tanstack/react-query';
import { transferEndpoints } from '../../contract/transfer-endpoints';
import { call } from '../lib/api-client';

/** Banks of a country (the payout banks), kept an hour: they rarely change. */
export const payoutBanksQuery = (country: string) =>
  queryOptions({
    queryKey: ['banks', country],
    queryFn: ({ signal }) => call(transferEndpoints.banks, { params: { country }, signal }),
    staleTime: 60 * 60_000,
  });
