import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { INSTAGRAM_MESSAGES } from '../../../contract/instagram';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { bySession, serveWithSession } from '../../session-routes';
import {
  connectInstagram,
  disconnectInstagram,
  importInstagramPosts,
  instagramAccount,
  instagramPosts,
  sandboxInstagramOrder,
} from './service';
import { orderList, productList } from '../../channel-lists';

/** Instagram: the business's connected account and importing its posts into the store. */
export function instagramRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.instagramProducts, (r) => productList(r.db, r.session, r.query, 'instagram'));
  serveWithSession(api, endpoints.instagramOrders, (r) => orderList(r.db, r.session, r.query, 'instagram'));
  serveWithSession(api, endpoints.instagramAccount, bySession(instagramAccount));
  serve(api, endpoints.connectInstagram, resolveSession, async ({ deps, session, body }) => ({
    data: await connectInstagram(deps.db, session, body.handle),
    message: INSTAGRAM_MESSAGES.connected(body.handle),
  }));
  serveWithSession(api, endpoints.disconnectInstagram, bySession(disconnectInstagram), INSTAGRAM_MESSAGES.disconnected);
  serveWithSession(api, endpoints.instagramPosts, bySession(instagramPosts));
  serve(api, endpoints.importInstagramPosts, resolveSession, async ({ deps, session, body }) => {
    const result = await importInstagramPosts(deps.db, session, body.post_ids);
    return { data: result, message: INSTAGRAM_MESSAGES.imported(result.imported) };
  });
}

/** The sandbox's Instagram customers (only in sandbox mode, behind its guard): an order of an imported post. */
export function instagramSandboxRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.sandboxInstagramOrder, (r) => sandboxInstagramOrder(r.db, r.body), { status: 201 });
}
