import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '../../test/fetch-mock';
import { storage } from '../../lib/storage';
import { barterMerchantIdQuery, updateMode } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear(false);
});

describe('the mode switch call (spec 1 §7)', () => {
  it('sends merchant_status with the alternate-mode header', async () => {
    const { calls } = mockFetch({ 'POST merchant/accounts/update': ok({ merchant_env: 'prod' }) });
    await updateMode('prod').catch(() => undefined);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ merchant_status: 'prod' });
    expect(calls[0]?.headers['alt-mode-auth']).toBe('1');
  });
});

describe('the barter merchant id (spec 1 §7, spec 2 §7)', () => {
  const fetchId = () => new QueryClient().fetchQuery(barterMerchantIdQuery());

  it('reads data.id', async () => {
    const { calls } = mockFetch({ 'GET v2/services/barter/merchant_id': ok({ id: 'DMS20001' }) });
    await expect(fetchId()).resolves.toBe('DMS20001');
    expect(calls).toHaveLength(1);
  });

  it('on failure an admin enrols the business and reads data.merchant_unique_id', async () => {
    storage.set('userRole', 'Owner');
    const { calls } = mockFetch({
      'GET v2/services/barter/merchant_id': fail(404, 'This business has no barter merchant id yet'),
      'POST v2/services/barter/enroll': ok({ merchant_unique_id: 'BTR20003' }),
    });
    await expect(fetchId()).resolves.toBe('BTR20003');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('anyone else, or another failure, gets none and enrols nothing', async () => {
    storage.set('userRole', 'User');
    const { calls } = mockFetch({
      'GET v2/services/barter/merchant_id': fail(404, 'This business has no barter merchant id yet'),
    });
    await expect(fetchId()).resolves.toBeNull();
    storage.set('userRole', 'Admin');
    mockFetch({ 'GET v2/services/barter/merchant_id': fail(503, 'Down') });
    await expect(fetchId()).resolves.toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });
});
