import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { BILL_MESSAGES } from '../../../contract/bills';
import type { AppEnv } from '../../http';
import { byBody, byQuery, bySession, serveWithSession } from '../../session-routes';
import { billOptions, billReceipt, buyAirtime, dstvCustomer, payDstv } from './service';
import { billList } from './lists';

/** Airtime & DSTV: what can be bought, the smartcard resolver, the purchases and their receipts. */
export function billRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.bills, byQuery(billList));
  serveWithSession(api, endpoints.billOptions, bySession(billOptions));
  serveWithSession(api, endpoints.dstvCustomer, (r) => dstvCustomer(r.db, r.session, r.query.smartcard));
  serveWithSession(api, endpoints.buyAirtime, byBody(buyAirtime), BILL_MESSAGES.airtimeBought);
  serveWithSession(api, endpoints.payDstv, byBody(payDstv), BILL_MESSAGES.dstvPaid);
  serveWithSession(api, endpoints.bill, (r) => billReceipt(r.db, r.session, r.id ?? ''));
}
