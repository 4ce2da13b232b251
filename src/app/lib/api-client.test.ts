import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessEndpoints } from '../../contract/access-endpoints';
import { analyticsEndpoints } from '../../contract/analytics-endpoints';
import { complianceEndpoints } from '../../contract/compliance';
import { endpoints } from '../../contract/endpoints';
import { fail, mockFetch, ok } from '../test/fetch-mock';
import { ApiError, call, setUnauthorizedHandler } from './api-client';
import { storage } from './storage';

const otpAnswer = { otp_required: true, auth_type: 'email', sent_to: 'o**@demo.test' };
const keys = { test_key: 'tk', test_secret: 'ts', live_key: null, live_secret: null, v1keys: null };

afterEach(() => setUnauthorizedHandler(null));

describe('api client', () => {
  it('sends the JSON, app id and bearer headers and returns the parsed data', async () => {
    storage.set('appToken', 'app-1');
    const { calls } = mockFetch({ 'GET v2/merchantkeys': ok(keys) });
    const data = await call(endpoints.merchantKeys, { query: { include_v1_keys: '1' } });
    expect(data).toEqual(keys);
    expect(calls[0]?.url).toBe('/api/v2/merchantkeys?include_v1_keys=1');
    expect(calls[0]?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer app-1',
      'x-app-id': 'merchant-dashboard',
    });
  });

  it('sends an Idempotency-Key on every write the contract marks idempotent, the action key when given', async () => {
    storage.set('appToken', 'app-1');
    const { calls } = mockFetch({ 'POST v2/pcidss/checkout': fail(409, 'In flight') });
    await call(analyticsEndpoints.pcidssCheckout, { idempotencyKey: 'action-key-0123456789' }).catch(() => undefined);
    await call(analyticsEndpoints.pcidssCheckout).catch(() => undefined);
    await call(analyticsEndpoints.pcidssCheckout).catch(() => undefined);
    expect(calls[0]?.headers['Idempotency-Key']).toBe('action-key-0123456789');
    const own = calls.slice(1).map((c) => c.headers['Idempotency-Key']);
    for (const key of own) expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(own[0]).not.toBe(own[1]);
    // A write that moves no money carries none.
    const plain = mockFetch({ 'POST v2/lastvp/log': fail(400, 'x') });
    await call(endpoints.lastViewedLog, { body: { lv: { name: 'overview' } } }).catch(() => undefined);
    expect(plain.calls[0]?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('sends the alt-mode header on cc/compliance and the identity session only (spec 2 §7)', async () => {
    storage.set('appToken', 'app-1');
    const answer = { responsecode: '00', compliance_status: 'IR', responsemessage: 'ok', completed: false };
    const session = { session: { id: 's1', url: '/sandbox/identity/s1', status: 'created' } };
    const { calls } = mockFetch({
      'POST cc/compliance': ok(answer),
      'POST v2/compliance': ok(answer),
      'POST v2/veriff/session/create': ok(session),
    });
    await call(complianceEndpoints.complianceSubmit, { body: {} });
    await call(complianceEndpoints.identitySessionCreate, {
      body: {
        platform: 'web',
        browser: { fingerprint: 'f', user_agent: 'ua' },
        person: { first_name: 'A', last_name: 'B' },
      },
    });
    await call(complianceEndpoints.complianceService, { body: { contact_phone: '+2348012345678' } });
    expect(calls[0]?.headers['alt-mode-auth']).toBe('1');
    expect(calls[1]?.headers['alt-mode-auth']).toBe('1');
    expect(calls[2]?.headers['alt-mode-auth']).toBeUndefined();
  });

  it('fills path params and sends the body', async () => {
    const { calls } = mockFetch({ 'POST v2/invitations/abc_1/accept': ok({ email: 'x@demo.test' }) });
    const data = await call(endpoints.acceptInvitation, { params: { id: 'abc_1' }, body: { password: 'secret-1' } });
    expect(data.email).toBe('x@demo.test');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ password: 'secret-1' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('throws a typed ApiError with status, message and code', async () => {
    mockFetch({ 'POST login': fail(429, 'Too many attempts, try again later', 'TOO_MANY_ATTEMPTS') });
    const error = await call(endpoints.login, { body: { identifier: 'a@b.co', password: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many attempts, try again later',
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('turns a success envelope of the wrong shape into an error, not a crash', async () => {
    mockFetch({ 'GET v2/merchantkeys': ok({ test_key: 1 }) });
    const error = await call(endpoints.merchantKeys).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('turns a network failure into the service-unavailable message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await call(endpoints.whitelabel).catch((e) => e);
    expect(error).toMatchObject({ status: 0, message: MESSAGES_UNAVAILABLE });
  });

  it('fires onUnauthorized once for a dead session however many calls fail', async () => {
    storage.set('appToken', 'dead');
    mockFetch({ 'GET v2/merchantkeys': fail(401, 'Unauthorized', 'UNAUTHORIZED_ACCESS') });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const results = await Promise.allSettled([
      call(endpoints.merchantKeys),
      call(endpoints.merchantKeys),
      call(endpoints.merchantKeys),
    ]);
    expect(results.every((r) => r.status === 'rejected' && r.reason.code === 'UNAUTHORIZED_ACCESS')).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('sends a call again with the session re-issued while it was on its way, instead of signing out', async () => {
    storage.set('appToken', 'before-switch');
    const { calls, fetchMock } = mockFetch({});
    // The first answer comes after the token was replaced (a mode switch), refusing the old one.
    fetchMock.mockImplementationOnce(async () => {
      storage.set('appToken', 'after-switch');
      return {
        status: 401,
        headers: new Headers(),
        json: async () => ({ status: 'error', message: 'Unauthorized', code: 'UNAUTHORIZED_ACCESS' }),
      } as Response;
    });
    fetchMock.mockImplementationOnce(async (input, init) => {
      calls.push({
        url: String(input),
        method: 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: undefined,
      });
      return {
        status: 200,
        headers: new Headers(),
        json: async () => ({ status: 'success', message: 'ok', data: keys }),
      } as Response;
    });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(call(endpoints.merchantKeys)).resolves.toEqual(keys);
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer after-switch');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(handler).not.toHaveBeenCalled();
  });

  it('waits for a session re-issue on its way when the old token is refused before its answer arrives', async () => {
    storage.set('appToken', 'before-switch');
    let answerReissue: () => void = () => undefined;
    const { calls } = mockFetch({
      'GET v2/merchantkeys': [fail(401, 'Unauthorized', 'UNAUTHORIZED_ACCESS'), ok(keys)],
    });
    const routed = vi.mocked(fetch).getMockImplementation()!;
    // The server has ended the old session, but the answer carrying the new token is still on its way.
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (!String(input).includes('merchant/tokens/create')) return routed(input, init);
      await new Promise<void>((resolve) => {
        answerReissue = resolve;
      });
      return { status: 200, headers: new Headers(), json: async () => ok(otpAnswer).body } as Response;
    });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const reissue = call(accessEndpoints.tokensCreate, { body: { account: 1, toggle: true } }).then(() =>
      storage.set('appToken', 'after-switch'),
    );
    const refused = call(endpoints.merchantKeys);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.includes('merchantkeys'))).toHaveLength(1));
    answerReissue();
    await expect(refused).resolves.toEqual(keys);
    await reissue;
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer after-switch');
    expect(handler).not.toHaveBeenCalled();
  });

  it('still reports a dead session when the token it was sent with is the stored one', async () => {
    storage.set('appToken', 'revoked');
    const { calls } = mockFetch({ 'GET v2/merchantkeys': fail(401, 'Unauthorized', 'UNAUTHORIZED_ACCESS') });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(call(endpoints.merchantKeys)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not fire onUnauthorized for a public call or another error', async () => {
    mockFetch({ 'POST login': fail(400, 'Error: Email does not exist') });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await call(endpoints.login, { body: { identifier: 'a@b.co', password: 'x' } }).catch(() => null);
    expect(handler).not.toHaveBeenCalled();
  });

  it('refreshes an expired app token once, stores the new pair and retries the call', async () => {
    storage.set('appToken', 'old');
    storage.set('refreshToken', 'refresh-old');
    const { calls } = mockFetch({
      'GET v2/merchantkeys': [fail(401, 'Token expired', 'TOKEN_EXPIRED'), ok(keys)],
      'POST v2/auth/refresh': ok({ token: 'new', refresh_token: 'refresh-new', expires_in: 3600 }),
    });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(call(endpoints.merchantKeys)).resolves.toEqual(keys);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v2/merchantkeys',
      'POST /api/v2/auth/refresh',
      'GET /api/v2/merchantkeys',
    ]);
    expect(calls[1]?.body).toEqual({ refresh_token: 'refresh-old' });
    expect(calls[2]?.headers.Authorization).toBe('Bearer new');
    expect(storage.get('appToken')).toBe('new');
    expect(storage.get('refreshToken')).toBe('refresh-new');
    expect(handler).not.toHaveBeenCalled();
  });

  it('treats a failed refresh as a dead session', async () => {
    storage.set('appToken', 'old');
    storage.set('refreshToken', 'refresh-old');
    mockFetch({
      'GET v2/merchantkeys': fail(401, 'Token expired', 'TOKEN_EXPIRED'),
      'POST v2/auth/refresh': fail(401, 'Unauthorized', 'UNAUTHORIZED_ACCESS'),
    });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await call(endpoints.merchantKeys).catch((e) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED_ACCESS' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

const MESSAGES_UNAVAILABLE = 'Service is temporarily unavailable. Please try again in a few minutes.';
