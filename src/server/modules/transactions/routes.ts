import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
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
}
