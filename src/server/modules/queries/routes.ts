import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { balanceHistory, rollingReserve, settlementDetail } from './balance';
import {
  addBlacklist,
  blacklistEntry,
  customerDetail,
  listBlacklist,
  listCustomers,
  removeBlacklist,
} from './customers';
import { numericId } from './listing';
import {
  exportTransactions,
  listRefunds,
  listTransactions,
  refundTransaction,
  resendReceipt,
  transactionDetail,
} from './transactions';

/**
 * Transactions, refunds, customers and the blacklist, balance history and rolling reserve,
 * settlements and subaccounts. Mounted after the other modules: their static
 * paths (v2/customers/overview, v2/settlements/gross ...) are matched before the :id rows here.
 */
export function queryRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.transactionsQuery, resolveSession, async ({ deps, session, query }) => ({
    data: await listTransactions(deps.db, session, query),
  }));
  serve(api, endpoints.transactionsExport, resolveSession, async ({ deps, session, query }) => ({
    data: await exportTransactions(deps.db, session, query),
  }));
  serve(api, endpoints.transaction, resolveSession, async ({ deps, session, params }) => ({
    data: await transactionDetail(deps.db, session, numericId(params.id)),
  }));
  serve(api, endpoints.refundTransaction, resolveSession, async ({ deps, session, params, body }) => ({
    data: await refundTransaction(deps.db, session, numericId(params.id), body),
    message: 'Refund completed',
    status: 201,
  }));
  serve(api, endpoints.resendReceipt, resolveSession, async ({ deps, session, params }) => ({
    data: await resendReceipt(deps.db, session, numericId(params.id)),
    message: 'Receipt sent',
  }));
  serve(api, endpoints.refunds, resolveSession, async ({ deps, session, query }) => ({
    data: await listRefunds(deps.db, session, query),
  }));
  serve(api, endpoints.customersQuery, resolveSession, async ({ deps, session, query }) => ({
    data: await listCustomers(deps.db, session, query),
  }));
  serve(api, endpoints.customer, resolveSession, async ({ deps, session, params }) => ({
    data: await customerDetail(deps.db, session, numericId(params.id)),
  }));
  serve(api, endpoints.blacklist, resolveSession, async ({ deps, session, query }) => ({
    data: await listBlacklist(deps.db, session, query),
  }));
  serve(api, endpoints.addBlacklist, resolveSession, async ({ deps, session, body }) => ({
    data: await addBlacklist(deps.db, session, body),
    message: 'Customer blacklisted',
    status: 201,
  }));
  serve(api, endpoints.blacklistEntry, resolveSession, async ({ deps, session, params }) => ({
    data: await blacklistEntry(deps.db, session, numericId(params.id)),
  }));
  serve(api, endpoints.removeBlacklist, resolveSession, async ({ deps, session, params }) => ({
    data: await removeBlacklist(deps.db, session, numericId(params.id)),
    message: 'Removed from the blacklist',
  }));
  serve(api, endpoints.balanceHistory, resolveSession, async ({ deps, session, query }) => ({
    data: await balanceHistory(deps.db, session, query),
  }));
  serve(api, endpoints.rollingReserve, resolveSession, async ({ deps, session }) => ({
    data: await rollingReserve(deps.db, session),
  }));
  serve(api, endpoints.settlement, resolveSession, async ({ deps, session, params }) => ({
    data: await settlementDetail(deps.db, session, numericId(params.id)),
  }));
}
