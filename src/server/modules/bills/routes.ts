import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { BILL_MESSAGES } from '../../../contract/bills';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import { billOptions, billReceipt, buyAirtime, dstvCustomer, payDstv } from './service';
import { billList } from './lists';

/** Airtime & DSTV: what can be bought, the smartcard resolver, the purchases and their receipts. */
export function billRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.bills, (r) => billList(r.db, r.session, r.query));
  serveWithSession(api, endpoints.billOptions, (r) => billOptions(r.db, r.session));
  serveWithSession(api, endpoints.dstvCustomer, (r) => dstvCustomer(r.db, r.session, r.query.smartcard));
  serve(api, endpoints.buyAirtime, resolveSession, async ({ deps, session, body }) => ({
    data: await buyAirtime(deps.db, session, body),
    message: BILL_MESSAGES.airtimeBought,
  }));
  serve(api, endpoints.payDstv, resolveSession, async ({ deps, session, body }) => ({
    data: await payDstv(deps.db, session, body),
    message: BILL_MESSAGES.dstvPaid,
  }));
  serve(api, endpoints.bill, resolveSession, async ({ deps, session, params }) => ({
    data: await billReceipt(deps.db, session, params.id ?? ''),
  }));
}
