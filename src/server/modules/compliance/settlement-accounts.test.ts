import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_ACCOUNT_MESSAGES } from '../../../contract/settlement-accounts';
import { nubanCheckDigit } from '../../../contract/transfers';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const ACCOUNTS = 'merchant/config/settlement/account';
const NUMBER = `012345678${nubanCheckDigit('058', '012345678')}`;

async function resolved(token: string, bankCode: string, accountNumber: string): Promise<string> {
  const answer = await s.call('POST', 'account/resolve', {
    token,
    body: { destbankcode: bankCode, recipientaccount: accountNumber },
  });
  expect(answer.body.data.data.responsecode).toBe('00');
  return answer.body.data.data.accountname;
}

/** A change the server first answers with 428, then makes with the code mailed to the owner. */
async function withCode(token: string, path: string, body: Record<string, unknown>) {
  const asked = await s.call('POST', path, { token, body });
  expect(asked.status, JSON.stringify(asked.body)).toBe(428);
  expect(asked.body.code).toBe('STEP_UP_REQUIRED');
  const code = (await s.lastMail('owner@demo.test'))!.code;
  return s.call('POST', path, { token, body: { ...body, otp: code } });
}

describe('bank and settlement accounts of settings/bankaccount', () => {
  it('adds, makes default and removes with the owner code, mails the owners and audits each change', async () => {
    const { token } = await s.signIn('admin@demo.test');
    const before = (await s.call('GET', ACCOUNTS, { token })).body.data as { id: number; is_default: boolean }[];
    const original = before.find((a) => a.is_default)!;
    const name = await resolved(token, '058', NUMBER);

    // A name other than the resolved one is refused before any code is mailed.
    const mailsBefore = (await s.call('GET', 'sandbox/outbox?to=owner@demo.test')).body.data.length;
    const wrongName = await s.call('POST', `${ACCOUNTS}/add`, {
      token,
      body: { bankCode: '058', accountNumber: NUMBER, accountName: 'Someone Else', isDefault: 0 },
    });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.message).toBe(SETTLEMENT_ACCOUNT_MESSAGES.nameMismatch);
    expect((await s.call('GET', 'sandbox/outbox?to=owner@demo.test')).body.data.length).toBe(mailsBefore);

    // A wrong code changes nothing.
    const body = { bankCode: '058', accountNumber: NUMBER, accountName: name, isDefault: 0 };
    const asked = await s.call('POST', `${ACCOUNTS}/add`, { token, body });
    expect(asked.status).toBe(428);
    const wrong = await s.call('POST', `${ACCOUNTS}/add`, { token, body: { ...body, otp: '000000' } });
    expect(wrong.status).toBe(400);
    expect((await s.call('GET', ACCOUNTS, { token })).body.data).toHaveLength(before.length);

    const added = await withCode(token, `${ACCOUNTS}/add`, body);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ account_name: name, is_default: false, bank_code: '058' });
    const again = await s.call('POST', `${ACCOUNTS}/add`, { token, body });
    expect(again.status).toBe(409);

    // The default cannot be removed.
    const removeDefault = await s.call('POST', `${ACCOUNTS}/remove`, { token, body: { accountId: original.id } });
    expect(removeDefault.status).toBe(409);
    expect(removeDefault.body.message).toBe(SETTLEMENT_ACCOUNT_MESSAGES.removeDefault);

    const made = await withCode(token, `${ACCOUNTS}/default`, { accountId: added.body.data.id });
    expect(made.status).toBe(200);
    expect(made.body.data.is_default).toBe(true);
    const mail = await s.lastMail('owner@demo.test');
    expect(mail!.subject).toContain('payout account');
    expect(mail!.body).toContain(`****${NUMBER.slice(-4)}`);
    const list = (await s.call('GET', ACCOUNTS, { token })).body.data as { id: number; is_default: boolean }[];
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([added.body.data.id]);

    const removed = await withCode(token, `${ACCOUNTS}/remove`, { accountId: original.id });
    expect(removed.status).toBe(200);
    expect((await s.call('GET', ACCOUNTS, { token })).body.data).toHaveLength(before.length);

    const audits = await s.call('GET', 'v2/audits', { token });
    const actions = (audits.body.data.audits as { action: string }[]).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'settlement_account.added',
        'settlement_account.default_set',
        'settlement_account.removed',
      ]),
    );
  });

  it('refuses another business’s account and a member', async () => {
    const { token } = await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoFoods });
    const stores = await s.signIn('admin@demo.test');
    const theirs = (await s.call('GET', ACCOUNTS, { token: stores.token })).body.data as { id: number }[];
    const other = await s.call('POST', `${ACCOUNTS}/default`, { token, body: { accountId: theirs[0]!.id } });
    expect(other.status).toBe(404);
    const member = await s.signIn('member@demo.test');
    const refused = await s.call('POST', `${ACCOUNTS}/remove`, {
      token: member.token,
      body: { accountId: theirs[0]!.id },
    });
    expect(refused.status).toBe(403);
  });
});
