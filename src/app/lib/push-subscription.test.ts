import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '../test/fetch-mock';
import { enablePush, PUSH_TIMEOUT_MESSAGE, unsubscribeThisDevice } from './push-subscription';

/** A browser with push: a worker registration whose push manager the test scripts. */
function pushBrowser(pushManager: Partial<PushManager>) {
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const KEY = 'BAbc';

describe('push alerts on this device', () => {
  it('turning alerts on ends with a clear error when the push service never answers', async () => {
    pushBrowser({
      getSubscription: async () => null,
      subscribe: () => new Promise<PushSubscription>(() => {}),
    });
    mockFetch({ 'GET v2/push/vapid-public-key': ok({ public_key: KEY }) });
    await expect(enablePush(50)).rejects.toThrow(PUSH_TIMEOUT_MESSAGE);
  });

  it('sign-out removes the subscription on the server, then in the browser', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      unsubscribe: vi.fn(async () => true),
    };
    pushBrowser({ getSubscription: async () => subscription as unknown as PushSubscription });
    const { calls } = mockFetch({ 'POST v2/push/subscriptions/remove': ok({ subscribed: false, subscriptions: 0 }) });
    await unsubscribeThisDevice();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v2/push/subscriptions/remove', { endpoint: subscription.endpoint }],
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('sign-out drops the browser subscription even when the server refuses or cannot be reached', async () => {
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribe: vi.fn(async () => true) };
    pushBrowser({ getSubscription: async () => subscription as unknown as PushSubscription });
    mockFetch({ 'POST v2/push/subscriptions/remove': fail(500, 'Broken') });
    await unsubscribeThisDevice();
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(unsubscribeThisDevice()).resolves.toBeUndefined();
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(2);
  });
});
