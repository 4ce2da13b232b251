import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { byQuery, created, serveWithSession } from '../../session-routes';
import { numericId } from '../../listing';
import * as service from './service';

/** Transactions: the list and its export, one transaction, refunds and receipts. */
export function transactionRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.transactionsQuery, byQuery(service.listTransactions));
  serveWithSession(api, endpoints.transactionsExport, byQuery(service.exportTransactions));
  serveWithSession(api, endpoints.transaction, (r) => service.transactionDetail(r.db, r.session, numericId(r.id)));
  serveWithSession(
    api,
    endpoints.refundTransaction,
    (r) => service.refundTransaction(r.db, r.session, numericId(r.id), r.body),
    created('Refund completed'),
  );
  serveWithSession(
    api,
    endpoints.resendReceipt,
    (r) => service.resendReceipt(r.db, r.session, numericId(r.id)),
    'Receipt sent',
  );
  serveWithSession(api, endpoints.refunds, byQuery(service.listRefunds));
}
