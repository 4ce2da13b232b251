/** What the storefront uses of the store's promotions: coupons on an order, announcements on its pages. */
export { currentAnnouncements } from './announcements';
export { applyCoupon, returnCouponUse } from './coupons';
