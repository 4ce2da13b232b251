import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { SESSION } from '../../test/sessions';
import { storage } from '../../lib/storage';
import { changeProfileName } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear(false);
});

describe('the profile-name change (spec 2 §7)', () => {
  it('checks the password with POST login?version=3.0 between the request and its completion', async () => {
    storage.set('userDetails', SESSION.user);
    const { calls } = mockFetch({
      'POST merchant/profile/update': ok({ token: 'a'.repeat(32) }),
      'POST login': ok({
        'flw-auth-token': 'login-token',
        'fraud-token': 'fraud',
        role: 'Owner',
        roleid: null,
        permissions: [],
        last_viewed_page: null,
        is_core_bridge: false,
        user: SESSION.user,
        company: SESSION.company,
      }),
      'POST merchant/profile/update/complete': ok({
        contact_person: 'Olu Travels',
        first_name: 'Olu',
        last_name: 'Travels',
      }),
    });
    await changeProfileName('Olu Travels', 'Demo-pass-2026');
    const paths = calls.map((c) => `${c.method} ${c.url.replace(/^.*?\/api\//, '')}`);
    expect(paths).toEqual([
      'POST merchant/profile/update',
      'POST login?version=3.0',
      'POST merchant/profile/update/complete',
    ]);
    expect(calls[1]?.body).toEqual({ identifier: 'otp@demo.test', password: 'Demo-pass-2026' });
  });
});
