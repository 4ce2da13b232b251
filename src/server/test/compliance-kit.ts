import { expect } from 'vitest';
import type { TestServer } from './harness';

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
export async function uploadPng(s: TestServer, token: string, name = 'passport.png'): Promise<string> {
  const form = new FormData();
  form.set('file', new File([PNG], name, { type: 'image/png' }));
  form.set('purpose', 'compliance');
  form.set('public', 'false');
  form.set('expiry', '30');
  const res = await s.app.request('/api/v2/files/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { data: { url: string } };
  expect(res.status).toBe(201);
  return json.data.url;
}
