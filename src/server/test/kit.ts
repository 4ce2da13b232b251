import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import type { LooseFixture, TestServer } from './harness';

/** Verifies a phone number with the one-time password the sandbox outbox received; answers verifyotp's answer. */
export async function verifyPhone(s: TestServer, token: string, phone: string) {
  const sent = await s.call('POST', 'v2/onb/sendotp', {
    token,
    body: { public_key: 'pk', identifier: phone, context: 'secure' },
  });
  expect(sent.status).toBe(200);
  const mail = await s.lastMail(phone);
  return s.call('POST', 'v2/onb/verifyotp', {
    token,
    body: { public_key: 'pk', otp: mail!.code, otp_reference: sent.body.data.otp_reference },
  });
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real upload through the file-upload service: private, 30-minute expiry; answers the file's URL. */
export async function uploadFile(s: TestServer, token: string, file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', 'compliance');
  form.set('public', 'false');
  form.set('expiry', '30');
  const res = await s.app.request('/api/v2/files/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { data: { url: string }; message: string };
  expect(res.status, json.message).toBe(201);
  return json.data.url;
}

/** A one-pixel PNG uploaded as above. */
export const uploadPng = (s: TestServer, token: string, name = 'passport.png'): Promise<string> =>
  uploadFile(s, token, new File([PNG], name, { type: 'image/png' }));

/** A new business (a sandbox fixture) with one Owner, signed in: its account id and the owner's token. */
export async function signedInOwner(s: TestServer, business: LooseFixture['business'] = {}) {
  const made = await s.business({ business, users: [{ role: 'Owner' }] });
  return { accountId: made.accountId, token: made.tokens[0]! };
}

/** The demo's Demo Stores Ltd team signed in, in this order: its Owner, its Admin and its User (member). */
export async function demoStoresTeam(s: TestServer) {
  const owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
  const admin = (await s.signIn('admin@demo.test')).token;
  const member = (await s.signIn('member@demo.test')).token;
  return { owner, admin, member };
}
