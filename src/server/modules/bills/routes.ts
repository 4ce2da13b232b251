import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { BILL_MESSAGES } from '../../../contract/bills';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { billOptions, billReceipt, buyAirtime, dstvCustomer, payDstv } from './service';
import { billList } from './lists';

/** Airtime & DSTV: what can be bought, the smartcard resolver, the purchases and their receipts. */
export function billRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.bills, resolveSession, async ({ deps, session, query }) => ({
    data: await billList(deps.db, session, query),
  }));
  serve(api, endpoints.billOptions, resolveSession, async ({ deps, session }) => ({
    data: await billOptions(deps.db, session),
  }));
  serve(api, endpoints.dstvCustomer, resolveSession, async ({ deps, session, query }) => ({
    data: await dstvCustomer(deps.db, session, query.smartcard),
  }));
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
