import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-search';

export type ChargebackStatus = 'initiated' | 'pending' | 'response-pending' | 'won' | 'lost';

/** GET chargebacks (cross-host API), with subaccounts' chargebacks; admins only. */
export const chargebacksQuery = (status: ChargebackStatus | null) => (params: ListParams) =>
  queryOptions({
    queryKey: ['chargebacks', status, params],
    queryFn: ({ signal }) =>
      call(endpoints.chargebacks, {
        query: {
          page: String(params.page),
          page_size: '20',
          include_subaccounts: '1',
          ...(status ? { status } : {}),
        },
        signal,
      }),
  });
