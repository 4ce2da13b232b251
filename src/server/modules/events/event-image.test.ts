import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../test/harness';
import { signedInOwner } from '../../test/kit';

/** An event's picture: uploaded public and kept, refused when it is not this business's event image, shown on the ticket page. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const owner = async () => (await signedInOwner(s, { type: 'events' })).token;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(token: string, purpose: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  form.set('purpose', purpose);
  form.set('public', 'false');
  const res = await s.app.request('/api/v2/files/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: { url: string; public: boolean; expires_at: string | null } },
  };
}

const EVENT = {
  title: 'Gallery opening',
  starts_at: '2099-03-01T18:00:00.000Z',
  venue: 'Ikoyi',
  currency: 'NGN',
  ticket_types: [{ name: 'Entry', price: 100_000, quantity: 50 }],
};

describe('event pictures', () => {
  it('are public and kept, saved on the event and shown on its ticket page', async () => {
    const token = await owner();
    const up = await upload(token, 'event_image', PNG, 'poster.png');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ public: true, expires_at: null });
    const made = await s.call('POST', 'v2/events', { token, body: { ...EVENT, image_url: up.body.data.url } });
    expect(made.status).toBe(201);
    expect(made.body.data.image_url).toBe(up.body.data.url);
    const page = await (await s.request(`/events/${made.body.data.id}`)).text();
    expect(page).toContain(`<img src="${up.body.data.url}"`);
    // Anyone (a customer, no session) can load it.
    expect((await s.request(up.body.data.url)).status).toBe(200);
  });

  it("refuse what is not an image, another business's picture and a private document", async () => {
    const token = await owner();
    expect((await upload(token, 'event_image', PDF, 'poster.pdf')).status).toBe(415);
    const other = await upload(await owner(), 'event_image', PNG, 'theirs.png');
    const theirs = await s.call('POST', 'v2/events', { token, body: { ...EVENT, image_url: other.body.data.url } });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe('The picture was not found: upload it again');
    const doc = await upload(token, 'compliance', PDF, 'id.pdf');
    expect(
      (await s.call('POST', 'v2/events', { token, body: { ...EVENT, image_url: doc.body.data.url } })).status,
    ).toBe(400);
    const odd = await s.call('POST', 'v2/events', { token, body: { ...EVENT, image_url: '/etc/passwd' } });
    expect(odd.status).toBe(400);
  });
});
