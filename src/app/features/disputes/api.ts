import type { ListParams } from '../../lib/list-search';
import { chargebacksQuery } from '../../queries/chargebacks-list';

export type ChargebackStatus = 'initiated' | 'pending' | 'response-pending' | 'won' | 'lost';

/** GET chargebacks (cross-host API), with subaccounts' chargebacks; admins only. */
export const chargebacksPageQuery = (status: ChargebackStatus | null) => (params: ListParams) =>
  chargebacksQuery({
    page: String(params.page),
    page_size: '20',
    include_subaccounts: '1',
    ...(status ? { status } : {}),
  });
