import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import { numericId } from '../../listing';
import {
  exportTransactions,
  listRefunds,
  listTransactions,
  refundTransaction,
  resendReceipt,
  transactionDetail,
} from './service';

/** Transactions: the list and its export, one transaction, refunds and receipts. */
export function transactionRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.transactionsQuery, (r) => listTransactions(r.db, r.session, r.query));
  serveWithSession(api, endpoints.transactionsExport, (r) => exportTransactions(r.db, r.session, r.query));
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
  serveWithSession(api, endpoints.refunds, (r) => listRefunds(r.db, r.session, r.query));
}
