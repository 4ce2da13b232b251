import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { byBody, byId, byIdAndBody, byQuery, created, serveWithSession } from '../../session-routes';
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
  serveWithSession(api, endpoints.coupons, byQuery(listCoupons));
  serveWithSession(api, endpoints.coupon, byId(getCoupon));
  serveWithSession(api, endpoints.createCoupon, byBody(createCoupon), created('Coupon created'));
  serveWithSession(api, endpoints.updateCoupon, byIdAndBody(updateCoupon), 'Coupon saved');
  serveWithSession(api, endpoints.couponByCode, byId(couponByCode));
  serveWithSession(api, endpoints.deleteCoupon, byId(deleteCoupon), 'Coupon deleted');
  serveWithSession(api, endpoints.announcements, byQuery(listAnnouncements));
  serveWithSession(api, endpoints.announcement, byId(getAnnouncement));
  serveWithSession(api, endpoints.createAnnouncement, byBody(createAnnouncement), created('Announcement created'));
  serveWithSession(api, endpoints.updateAnnouncement, byIdAndBody(updateAnnouncement), 'Announcement saved');
  serve(api, endpoints.deleteAnnouncement, resolveSession, async ({ deps, session, params }) => {
    await deleteAnnouncement(deps.db, session, params.id!);
    return { data: null, message: 'Announcement deleted' };
  });
}
