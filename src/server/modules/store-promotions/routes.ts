import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { created, serveWithSession } from '../../session-routes';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements';
import { couponByCode, createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './coupons';

/** The store's coupons (discounts) and announcements (display messages). */
export function storePromotionRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.coupons, (r) => listCoupons(r.db, r.session, r.query));
  serveWithSession(api, endpoints.coupon, (r) => getCoupon(r.db, r.session, r.id));
  serveWithSession(
    api,
    endpoints.createCoupon,
    (r) => createCoupon(r.db, r.session, r.body),
    created('Coupon created'),
  );
  serveWithSession(api, endpoints.updateCoupon, (r) => updateCoupon(r.db, r.session, r.id, r.body), {
    message: 'Coupon saved',
  });
  serveWithSession(api, endpoints.couponByCode, (r) => couponByCode(r.db, r.session, r.id));
  serveWithSession(api, endpoints.deleteCoupon, (r) => deleteCoupon(r.db, r.session, r.id), {
    message: 'Coupon deleted',
  });
  serveWithSession(api, endpoints.announcements, (r) => listAnnouncements(r.db, r.session, r.query));
  serveWithSession(api, endpoints.announcement, (r) => getAnnouncement(r.db, r.session, r.id));
  serveWithSession(
    api,
    endpoints.createAnnouncement,
    (r) => createAnnouncement(r.db, r.session, r.body),
    created('Announcement created'),
  );
  serveWithSession(api, endpoints.updateAnnouncement, (r) => updateAnnouncement(r.db, r.session, r.id, r.body), {
    message: 'Announcement saved',
  });
  serve(api, endpoints.deleteAnnouncement, resolveSession, async ({ deps, session, params }) => {
    await deleteAnnouncement(deps.db, session, params.id!);
    return { data: null, message: 'Announcement deleted' };
  });
}
