import { queryOptions } from '@tanstack/react-query';
import { transferEndpoints } from '../../contract/transfer-endpoints';
import { call } from '../lib/api-client';

/** GET v2/banks/{country}: the banks a bank account can be picked from (transfers, settings, subaccounts, payroll). */
export const banksQuery = (country: string) =>
  queryOptions({
    queryKey: ['banks', country],
    queryFn: ({ signal }) => call(transferEndpoints.banks, { params: { country }, signal }),
    staleTime: 60 * 60_000,
  });
