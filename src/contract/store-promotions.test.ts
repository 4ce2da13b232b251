import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnnouncementForm, announcementStatus, CouponForm, couponDiscount, couponStatus } from './store-promotions';

const NOW = new Date('2026-06-15T12:00:00Z');
const live = {
  active: true,
  deleted: false,
  starts_at: '2026-06-01T00:00:00Z',
  ends_at: null,
  usage_limit: null,
  times_used: 0,
};

describe('coupon rules', () => {
  it('give one status, deleted and off first, then ended, used up, not yet started', () => {
    expect(couponStatus(live, NOW)).toBe('active');
    expect(couponStatus({ ...live, deleted: true, active: false }, NOW)).toBe('deleted');
    expect(couponStatus({ ...live, active: false }, NOW)).toBe('inactive');
    expect(couponStatus({ ...live, ends_at: '2026-06-15T12:00:00Z' }, NOW)).toBe('expired');
    expect(couponStatus({ ...live, usage_limit: 3, times_used: 3 }, NOW)).toBe('used_up');
    expect(couponStatus({ ...live, starts_at: '2026-06-15T12:00:01Z' }, NOW)).toBe('scheduled');
  });

  it('take a percentage rounded down, and never more than the order', () => {
    expect(couponDiscount('percent', 15, 999)).toBe(149);
    expect(couponDiscount('percent', 100, 5_000)).toBe(5_000);
    expect(couponDiscount('fixed', 200_000, 150_000)).toBe(150_000);
  });

  it('read the form as typed: code upper-case, amounts in minor units, empty limit as none', () => {
    const typed = {
      code: ' summer-25 ',
      type: 'fixed',
      value: '2,000.50',
      currency: 'NGN',
      minimum_order: '',
      usage_limit: '',
      starts_at: '2026-06-01T09:00',
      ends_at: '',
      active: 'on',
    };
    expect(v.parse(CouponForm, typed)).toMatchObject({
      code: 'SUMMER-25',
      value: 200_050,
      minimum_order: 0,
      usage_limit: null,
      active: true,
    });
    const issues = (input: object) => v.safeParse(CouponForm, { ...typed, ...input }).issues?.map((i) => i.message);
    expect(issues({ type: 'percent', value: '0' })).toEqual(['A percentage must be from 1 to 100']);
    expect(issues({ type: 'percent', value: '12.5' })).toEqual(['A percentage must be from 1 to 100']);
    expect(issues({ ends_at: '2026-05-01T09:00' })).toEqual(['The end must be after the start']);
    expect(issues({ active: undefined })).toBeUndefined();
  });
});

describe('announcement rules', () => {
  const shown = { active: true, show_from: '2026-06-01T00:00:00Z', show_until: '2026-07-01T00:00:00Z' };
  it('are showing, scheduled, ended or off', () => {
    expect(announcementStatus(shown, NOW)).toBe('showing');
    expect(announcementStatus({ ...shown, show_from: '2026-06-20T00:00:00Z' }, NOW)).toBe('scheduled');
    expect(announcementStatus({ ...shown, show_until: '2026-06-10T00:00:00Z' }, NOW)).toBe('ended');
    expect(announcementStatus({ ...shown, active: false }, NOW)).toBe('off');
  });
  it('refuse an end before the start and an empty message', () => {
    const result = v.safeParse(AnnouncementForm, {
      message: '  ',
      show_from: '2026-06-01T09:00',
      show_until: '2026-05-01T09:00',
    });
    expect(result.issues?.map((i) => i.message)).toContain('Message is required');
  });
});
