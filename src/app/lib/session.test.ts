import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '../test/fetch-mock';
import { SESSION } from '../test/sessions';
import { renewAccountSession } from './session';
import { storage } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear(false);
});

describe('renewAccountSession (the bulk review renewal)', () => {
  it('asks tokens/create?version=3.0 for the business held and stores the new session', async () => {
    storage.set('userAccountID', 20004);
    storage.set('appToken', 'old-token');
    const { calls } = mockFetch({ 'POST merchant/tokens/create': ok(SESSION) });
    await expect(renewAccountSession()).resolves.toBe(true);
    expect(calls.map((c) => [c.method, c.body])).toEqual([['POST', { account: 20004 }]]);
    // The call spec 2 §4 and §7 name for the renewal.
    expect(new URL(calls[0]!.url, 'http://x').search).toBe('?version=3.0');
    expect(storage.get('appToken')).toBe('account-token');
    expect(storage.get('refreshToken')).toBe('refresh-token');
  });

  it('keeps the session it has when the server refuses or asks for a code', async () => {
    storage.set('userAccountID', 20004);
    storage.set('appToken', 'old-token');
    mockFetch({ 'POST merchant/tokens/create': fail(403, 'You do not have access to this business') });
    await expect(renewAccountSession()).resolves.toBe(false);
    mockFetch({ 'POST merchant/tokens/create': ok({ otp_required: true, auth_type: 'email', sent_to: null }) });
    await expect(renewAccountSession()).resolves.toBe(false);
    expect(storage.get('appToken')).toBe('old-token');
  });
});
