import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Announcement,
  type AnnouncementRequest,
  type Coupon,
  type CouponRequest,
  storePromotionEndpoints as endpoints,
} from '../../contract/store-promotions';
import { call } from '../lib/api-client';
import { type ListParams, pageQuery } from '../lib/list-search';
import { accountKey } from './keys';

/*
 * The store's coupons (discounts) and announcements (display messages). Keys start with the resource
 * and include the account; a change answers the record fresh and reads the lists again.
 */
export const couponKeys = {
  lists: () => ['coupons', 'list', accountKey()] as const,
  one: (id: number) => ['coupons', 'one', accountKey(), id] as const,
};
export const announcementKeys = {
  lists: () => ['announcements', 'list', accountKey()] as const,
  one: (id: number) => ['announcements', 'one', accountKey(), id] as const,
};

export const couponsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...couponKeys.lists(), params] as const,
    queryFn: ({ signal }) => call(endpoints.coupons, { query: pageQuery(params), signal }),
  });

export const couponQuery = (id: number) =>
  queryOptions({
    queryKey: couponKeys.one(id),
    queryFn: ({ signal }) => call(endpoints.coupon, { params: { id }, signal }),
  });

export const announcementsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...announcementKeys.lists(), params] as const,
    queryFn: ({ signal }) => call(endpoints.announcements, { query: pageQuery(params), signal }),
  });

export const announcementQuery = (id: number) =>
  queryOptions({
    queryKey: announcementKeys.one(id),
    queryFn: ({ signal }) => call(endpoints.announcement, { params: { id }, signal }),
  });

/** After a coupon changes: its detail (with its uses) and the lists are read again. */
function useCouponChanged() {
  const client = useQueryClient();
  return (coupon: Coupon) => {
    void client.invalidateQueries({ queryKey: couponKeys.one(coupon.id) });
    void client.invalidateQueries({ queryKey: couponKeys.lists() });
  };
}

export function useSaveCoupon(id: number | null) {
  const changed = useCouponChanged();
  return useMutation({
    mutationFn: (body: CouponRequest) =>
      id === null ? call(endpoints.createCoupon, { body }) : call(endpoints.updateCoupon, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useDeleteCoupon(id: number) {
  const changed = useCouponChanged();
  return useMutation({
    mutationFn: () => call(endpoints.deleteCoupon, { params: { id }, body: { deleted: true } }),
    onSuccess: changed,
  });
}

export function useSaveAnnouncement(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementRequest) =>
      id === null
        ? call(endpoints.createAnnouncement, { body })
        : call(endpoints.updateAnnouncement, { params: { id }, body }),
    onSuccess: (saved: Announcement) => {
      client.setQueryData(announcementKeys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: announcementKeys.lists() });
    },
  });
}

export function useDeleteAnnouncement(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.deleteAnnouncement, { params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: announcementKeys.one(id) });
      void client.invalidateQueries({ queryKey: announcementKeys.lists() });
    },
  });
}
