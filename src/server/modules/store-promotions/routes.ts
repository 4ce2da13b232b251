import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
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
  serve(api, endpoints.coupons, resolveSession, async ({ deps, session, query }) => ({
    data: await listCoupons(deps.db, session, query),
  }));
  serve(api, endpoints.coupon, resolveSession, async ({ deps, session, params }) => ({
    data: await getCoupon(deps.db, session, params.id!),
  }));
  serve(api, endpoints.createCoupon, resolveSession, async ({ deps, session, body }) => ({
    data: await createCoupon(deps.db, session, body),
    status: 201,
    message: 'Coupon created',
  }));
  serve(api, endpoints.updateCoupon, resolveSession, async ({ deps, session, params, body }) => ({
    data: await updateCoupon(deps.db, session, params.id!, body),
    message: 'Coupon saved',
  }));
  serve(api, endpoints.couponByCode, resolveSession, async ({ deps, session, params }) => ({
    data: await couponByCode(deps.db, session, params.id!),
  }));
  serve(api, endpoints.deleteCoupon, resolveSession, async ({ deps, session, params }) => ({
    data: await deleteCoupon(deps.db, session, params.id!),
    message: 'Coupon deleted',
  }));
  serve(api, endpoints.announcements, resolveSession, async ({ deps, session, query }) => ({
    data: await listAnnouncements(deps.db, session, query),
  }));
  serve(api, endpoints.announcement, resolveSession, async ({ deps, session, params }) => ({
    data: await getAnnouncement(deps.db, session, params.id!),
  }));
  serve(api, endpoints.createAnnouncement, resolveSession, async ({ deps, session, body }) => ({
    data: await createAnnouncement(deps.db, session, body),
    status: 201,
    message: 'Announcement created',
  }));
  serve(api, endpoints.updateAnnouncement, resolveSession, async ({ deps, session, params, body }) => ({
    data: await updateAnnouncement(deps.db, session, params.id!, body),
    message: 'Announcement saved',
  }));
  serve(api, endpoints.deleteAnnouncement, resolveSession, async ({ deps, session, params }) => {
    await deleteAnnouncement(deps.db, session, params.id!);
    return { data: null, message: 'Announcement deleted' };
  });
}
