import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { currentAnnouncements } from './announcements';
import { applyCoupon } from './coupons';

/**
 * The store's coupons (code rules, dates, usage limit even when two orders race for the last use, codes
 * unique in any case, deleting keeps the history) and announcements (schedule, what shows now), for the
 * roles holding the store and only within the business.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const business = (roles = ['Owner'], store = true) => s.business({ store, users: roles.map((role) => ({ role })) });

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const COUPON = {
  code: 'welcome-10',
  type: 'percent',
  value: 10,
  currency: 'NGN',
  minimum_order: 500_000,
  usage_limit: 2,
  starts_at: at(-HOUR),
  ends_at: at(24 * HOUR),
  active: true,
};

describe('coupons', () => {
  it('are made upper-case, listed with their status, found by code, edited, used and deleted with their history', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const made = await s.call('POST', 'v2/inventory/coupons', { token, body: COUPON });
    expect(made.status).toBe(201);
    const coupon = made.body.data;
    expect(coupon).toMatchObject({ code: 'WELCOME-10', status: 'active', times_used: 0, deleted: false });

    const list = await s.call('GET', 'v2/inventory/coupons?q=welcome', { token });
    expect(list.body.data.coupons.map((c: { code: string }) => c.code)).toEqual(['WELCOME-10']);
    const byCode = await s.call('GET', 'v2/inventory/coupon-code/Welcome-10', { token });
    expect(byCode.body.data[0]).toMatchObject({ id: coupon.id, code: 'WELCOME-10' });

    const edited = await s.call('PUT', `v2/inventory/coupons/${coupon.id}`, {
      token,
      body: { ...COUPON, value: 25, usage_limit: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ value: 25, usage_limit: 3 });

    const used = await s.db.transaction((tx) => applyCoupon(tx, b.accountId, 'welcome-10', 1_000_000, 'NGN', 'ORD-1'));
    expect(used.discount).toBe(250_000);
    const detail = await s.call('GET', `v2/inventory/coupons/${coupon.id}`, { token });
    expect(detail.body.data).toMatchObject({ times_used: 1, totals: { uses: 1, discounted: 250_000 } });
    expect(detail.body.data.redemptions).toEqual([
      expect.objectContaining({ order_reference: 'ORD-1', amount: 250_000, currency: 'NGN' }),
    ]);

    const deleted = await s.call('PUT', `v2/inventory/coupon-code/${coupon.id}`, { token, body: { deleted: true } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ deleted: true, status: 'deleted' });
    const after = await s.call('GET', 'v2/inventory/coupons', { token });
    expect(after.body.data.coupons).toEqual([]);
    const gone = await s.call('GET', 'v2/inventory/coupon-code/WELCOME-10', { token });
    expect(gone).toMatchObject({ status: 404, body: { message: 'No coupon with this code' } });
    const kept = await s.call('GET', `v2/inventory/coupons/${coupon.id}`, { token });
    expect(kept.body.data).toMatchObject({ status: 'deleted', totals: { uses: 1, discounted: 250_000 } });
    const edit = await s.call('PUT', `v2/inventory/coupons/${coupon.id}`, { token, body: COUPON });
    expect(edit).toMatchObject({ status: 409, body: { message: 'This coupon is deleted and can no longer change' } });
    await expect(
      s.db.transaction((tx) => applyCoupon(tx, b.accountId, 'WELCOME-10', 1_000_000, 'NGN', 'ORD-2')),
    ).rejects.toThrow('No coupon with this code');
    // A deleted coupon frees its code for a new one.
    expect((await s.call('POST', 'v2/inventory/coupons', { token, body: COUPON })).status).toBe(201);
  });

  it('are unique per business in any case, and refuse bad values and dates with clear messages', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    expect((await s.call('POST', 'v2/inventory/coupons', { token, body: { ...COUPON, code: 'SAVE5' } })).status).toBe(
      201,
    );
    const before = await s.checksum();
    const refused = async (body: object, status: number, message: string) => {
      const res = await s.call('POST', 'v2/inventory/coupons', { token, body });
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
    };
    await refused({ ...COUPON, code: 'save5' }, 409, 'You already have a coupon with this code');
    await refused({ ...COUPON, value: 0 }, 400, 'A percentage must be from 1 to 100');
    await refused({ ...COUPON, value: 101 }, 400, 'A percentage must be from 1 to 100');
    await refused({ ...COUPON, type: 'fixed', value: 0 }, 400, 'The amount off must be more than 0');
    await refused({ ...COUPON, code: 'ab' }, 400, 'Code must be 3 to 20 letters, digits, - or _');
    await refused({ ...COUPON, code: 'no spaces!' }, 400, 'Code must be 3 to 20 letters, digits, - or _');
    await refused({ ...COUPON, ends_at: COUPON.starts_at }, 400, 'The end must be after the start');
    expect(await s.checksum()).toBe(before);
    // Another business may use the same code.
    const other = await business();
    const theirs = await s.call('POST', 'v2/inventory/coupons', {
      token: other.tokens[0]!,
      body: { ...COUPON, code: 'SAVE5' },
    });
    expect(theirs.status).toBe(201);
  });

  it('are refused at checkout when not yet started, expired, inactive, below the minimum or used up', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const make = async (code: string, extra: object) =>
      (await s.call('POST', 'v2/inventory/coupons', { token, body: { ...COUPON, code, ...extra } })).body.data;
    await make('WELCOME-10', {});
    await make('LATER', { starts_at: at(HOUR), ends_at: at(2 * HOUR) });
    await make('OLD', { starts_at: at(-2 * HOUR), ends_at: at(-HOUR) });
    await make('PAUSED', { active: false });
    await make('FLAT', { type: 'fixed', value: 200_000, minimum_order: 0, usage_limit: null, ends_at: null });
    const apply = (code: string, amount = 1_000_000, currency = 'NGN') =>
      s.db.transaction((tx) => applyCoupon(tx, b.accountId, code, amount, currency, `ORD-${code}`));
    await expect(apply('LATER')).rejects.toThrow('This coupon is not active yet');
    await expect(apply('OLD')).rejects.toThrow('This coupon has expired');
    await expect(apply('PAUSED')).rejects.toThrow('This coupon is not active');
    await expect(apply('NOPE')).rejects.toThrow('No coupon with this code');
    await expect(apply('WELCOME-10', 499_999)).rejects.toThrow(
      'Orders must be at least NGN 5,000.00 to use this coupon',
    );
    await expect(apply('FLAT', 1_000_000, 'USD')).rejects.toThrow('This coupon is for NGN orders only');
    // A fixed amount never takes more than the order.
    expect((await apply('FLAT', 150_000)).discount).toBe(150_000);
    await apply('WELCOME-10');
    await apply('WELCOME-10');
    await expect(apply('WELCOME-10')).rejects.toThrow('This coupon has reached its usage limit');
    const [row] = await s.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.accountId, b.accountId), eq(coupons.code, 'WELCOME-10')));
    expect(row?.timesUsed).toBe(2);
    const list = await s.call('GET', 'v2/inventory/coupons', { token });
    const statuses = Object.fromEntries(
      list.body.data.coupons.map((c: { code: string; status: string }) => [c.code, c.status]),
    );
    expect(statuses).toEqual({
      LATER: 'scheduled',
      OLD: 'expired',
      PAUSED: 'inactive',
      FLAT: 'active',
      'WELCOME-10': 'used_up',
    });
  });

  it('give their last use to one of two orders racing for it', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const made = await s.call('POST', 'v2/inventory/coupons', {
      token,
      body: { ...COUPON, code: 'LASTONE', usage_limit: 1, minimum_order: 0 },
    });
    const results = await Promise.allSettled(
      ['ORD-A', 'ORD-B'].map((ref) =>
        s.db.transaction((tx) => applyCoupon(tx, b.accountId, 'LASTONE', 1_000_000, 'NGN', ref)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refusal.reason)).toContain('This coupon has reached its usage limit');
    const uses = await s.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, made.body.data.id as number));
    expect(uses).toHaveLength(1);
  });

  it('stay within their business, need a store, and are for the roles holding the store', async () => {
    const b = await business(['Owner', 'User', 'v2-User']);
    const [owner, user, viewer] = b.tokens as [string, string, string];
    const made = (await s.call('POST', 'v2/inventory/coupons', { token: user, body: COUPON })).body.data;
    expect(made.code).toBe('WELCOME-10');
    const refused = await s.call('POST', 'v2/inventory/coupons', { token: viewer, body: { ...COUPON, code: 'X123' } });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your role cannot manage the store' } });
    const del = await s.call('PUT', `v2/inventory/coupon-code/${made.id}`, { token: viewer, body: { deleted: true } });
    expect(del.status).toBe(403);
    // Reading is for everyone in the business.
    expect((await s.call('GET', `v2/inventory/coupons/${made.id}`, { token: viewer })).status).toBe(200);

    const other = await business();
    const theirs = other.tokens[0]!;
    expect((await s.call('GET', `v2/inventory/coupons/${made.id}`, { token: theirs })).status).toBe(404);
    expect((await s.call('PUT', `v2/inventory/coupons/${made.id}`, { token: theirs, body: COUPON })).status).toBe(404);
    expect(
      (await s.call('PUT', `v2/inventory/coupon-code/${made.id}`, { token: theirs, body: { deleted: true } })).status,
    ).toBe(404);
    expect((await s.call('GET', 'v2/inventory/coupon-code/WELCOME-10', { token: theirs })).status).toBe(404);
    expect((await s.call('GET', 'v2/inventory/coupons', { token: theirs })).body.data.coupons).toEqual([]);
    await expect(
      s.db.transaction((tx) => applyCoupon(tx, other.accountId, 'WELCOME-10', 1_000_000, 'NGN', 'X')),
    ).rejects.toThrow('No coupon with this code');
    expect((await s.call('GET', `v2/inventory/coupons/${made.id}`, { token: owner })).body.data.deleted).toBe(false);

    const storeless = await business(['Owner'], false);
    const none = await s.call('POST', 'v2/inventory/coupons', { token: storeless.tokens[0]!, body: COUPON });
    expect(none).toMatchObject({ status: 409, body: { message: 'Set up your store first' } });
  });
});

const ANNOUNCEMENT = {
  message: 'Free delivery in Lagos this week',
  link: 'https://example.com/delivery',
  show_from: at(-HOUR),
  show_until: at(24 * HOUR),
  active: true,
};

describe('announcements', () => {
  it('are made, scheduled, edited, shown only while they run, and deleted', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const now = await s.call('POST', 'v2/inventory/displaymessages', { token, body: ANNOUNCEMENT });
    expect(now.status).toBe(201);
    expect(now.body.data.status).toBe('showing');
    const later = await s.call('POST', 'v2/inventory/displaymessages', {
      token,
      body: { ...ANNOUNCEMENT, message: 'Sale next week', show_from: at(HOUR), show_until: null },
    });
    expect(later.body.data.status).toBe('scheduled');
    const off = await s.call('POST', 'v2/inventory/displaymessages', {
      token,
      body: { ...ANNOUNCEMENT, message: 'Paused', active: false },
    });
    expect(off.body.data.status).toBe('off');

    const list = await s.call('GET', 'v2/inventory/displaymessages', { token });
    expect(list.body.data.messages.map((m: { message: string }) => m.message)).toEqual([
      'Paused',
      'Sale next week',
      'Free delivery in Lagos this week',
    ]);
    const showing = await currentAnnouncements(s.db, b.accountId);
    expect(showing.map((m) => m.message)).toEqual(['Free delivery in Lagos this week']);
    const inTwoHours = await currentAnnouncements(s.db, b.accountId, new Date(Date.now() + 2 * HOUR));
    expect(inTwoHours.map((m) => m.message)).toEqual(['Free delivery in Lagos this week', 'Sale next week']);
    const tomorrow = await currentAnnouncements(s.db, b.accountId, new Date(Date.now() + 48 * HOUR));
    expect(tomorrow.map((m) => m.message)).toEqual(['Sale next week']);

    const edited = await s.call('PUT', `v2/inventory/displaymessages/${now.body.data.id}`, {
      token,
      body: { ...ANNOUNCEMENT, show_from: at(-3 * HOUR), show_until: at(-2 * HOUR) },
    });
    expect(edited.body.data.status).toBe('ended');
    const bad = await s.call('PUT', `v2/inventory/displaymessages/${now.body.data.id}`, {
      token,
      body: { ...ANNOUNCEMENT, show_until: at(-2 * HOUR) },
    });
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.body.message).toContain('Show until must be after show from');

    const other = await business();
    const theirs = other.tokens[0]!;
    expect((await s.call('GET', `v2/inventory/displaymessages/${later.body.data.id}`, { token: theirs })).status).toBe(
      404,
    );
    expect(
      (await s.call('DELETE', `v2/inventory/displaymessages/${later.body.data.id}`, { token: theirs })).status,
    ).toBe(404);

    expect((await s.call('DELETE', `v2/inventory/displaymessages/${later.body.data.id}`, { token })).status).toBe(200);
    expect((await s.call('GET', `v2/inventory/displaymessages/${later.body.data.id}`, { token })).status).toBe(404);
  });

  it('are refused to a role without the store', async () => {
    const b = await business(['Owner', 'v2-User']);
    const res = await s.call('POST', 'v2/inventory/displaymessages', { token: b.tokens[1]!, body: ANNOUNCEMENT });
    expect(res).toMatchObject({ status: 403, body: { message: 'Your role cannot manage the store' } });
  });
});
