import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { created, serveWithSession } from '../../session-routes';
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
  serveWithSession(api, endpoints.transaction, (r) => transactionDetail(r.db, r.session, numericId(r.id)));
  serveWithSession(
    api,
    endpoints.refundTransaction,
    (r) => refundTransaction(r.db, r.session, numericId(r.id), r.body),
    created('Refund completed'),
  );
  serveWithSession(api, endpoints.resendReceipt, (r) => resendReceipt(r.db, r.session, numericId(r.id)), {
    message: 'Receipt sent',
  });
  serveWithSession(api, endpoints.refunds, (r) => listRefunds(r.db, r.session, r.query));
}
