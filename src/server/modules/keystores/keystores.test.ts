import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYSTORE_MESSAGES } from '../../../contract/keystores';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

describe('keystores: a user’s dashboard settings', () => {
  it('are created once, edited, and follow the user into every business', async () => {
    const stores = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
    expect((await s.call('GET', 'v2/keystores', { token: stores })).body.data).toEqual([]);

    const created = await s.call('POST', 'v2/keystores/create', {
      token: stores,
      body: { key_name: 'sidebar_version', key_value: '1' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toEqual({
      id,
      key_name: 'sidebar_version',
      key_value: '1',
      key_prop: null,
      key_prop_value: null,
    });
    const again = await s.call('POST', 'v2/keystores/create', {
      token: stores,
      body: { key_name: 'sidebar_version', key_value: '2' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(KEYSTORE_MESSAGES.exists);

    const edited = await s.call('POST', `v2/keystores/${id}/edit`, {
      token: stores,
      body: { key_value: '2', key_prop: 'seen_on', key_prop_value: 'web' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ key_value: '2', key_prop: 'seen_on', key_prop_value: 'web' });

    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    expect((await s.call('GET', 'v2/keystores', { token: events })).body.data).toEqual([edited.body.data]);
  });

  it("are one's own: another member neither sees nor edits them", async () => {
    const owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
    const [mine] = (await s.call('GET', 'v2/keystores', { token: owner })).body.data as { id: number }[];
    const admin = (await s.signIn('admin@demo.test')).token;
    expect((await s.call('GET', 'v2/keystores', { token: admin })).body.data).toEqual([]);
    const edit = await s.call('POST', `v2/keystores/${mine!.id}/edit`, { token: admin, body: { key_value: '9' } });
    expect(edit.status).toBe(404);
    const after = (await s.call('GET', 'v2/keystores', { token: owner })).body.data as { key_value: string }[];
    expect(after[0]!.key_value).toBe('2');
  });

  it('refuses a name the spec does not know, and an empty value', async () => {
    const token = (await s.signIn('admin@demo.test')).token;
    const unknown = await s.call('POST', 'v2/keystores/create', {
      token,
      body: { key_name: 'theme', key_value: 'dark' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Key name is invalid');
    const empty = await s.call('POST', 'v2/keystores/create', {
      token,
      body: { key_name: 'bento_app_consent', key_value: '' },
    });
    expect(empty.status).toBe(400);
    expect((await s.call('GET', 'v2/keystores', { token })).body.data).toEqual([]);
  });
});
