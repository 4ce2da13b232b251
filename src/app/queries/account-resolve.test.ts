import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';

let answer: () => Promise<unknown>;
vi.mock('../lib/api-client', async (original) => ({
  ...(await original<typeof import('../lib/api-client')>()),
  call: () => answer(),
}));
const { accountNameText, resolveAccountName } = await import('./account-resolve');

describe('resolveAccountName', () => {
  it('gives the account name when the bank answers 00', async () => {
    answer = async () => ({ data: { responsecode: '00', accountname: 'ADA OBI' } });
    await expect(resolveAccountName('058', '0123456789')).resolves.toBe('ADA OBI');
  });

  it("says exactly Couldn't resolve account for any refusal, whatever the reason", async () => {
    answer = async () => {
      throw new ApiError(400, "Couldn't resolve account", undefined, { reason: 'Account number is not valid' });
    };
    await expect(resolveAccountName('058', '0123456789')).rejects.toThrow(/^Couldn't resolve account$/);
    answer = async () => ({ data: { responsecode: '07', responsemessage: 'Dormant account' } });
    await expect(resolveAccountName('058', '0123456789')).rejects.toThrow(/^Couldn't resolve account$/);
  });

  it('keeps the spec messages for what is missing, and other failures as they are', async () => {
    await expect(resolveAccountName('', '')).rejects.toThrow('Bank Name and Account Number are required');
    await expect(resolveAccountName('', '0123456789')).rejects.toThrow('Bank Name is required');
    await expect(resolveAccountName('058', '')).rejects.toThrow('Account Mumber is required');
    answer = async () => {
      throw new ApiError(503, 'Service is temporarily unavailable');
    };
    await expect(resolveAccountName('058', '0123456789')).rejects.toThrow('Service is temporarily unavailable');
  });
});

describe('accountNameText', () => {
  it('says the check is running, the name found, or why there is none', () => {
    const idle = { isPending: false, isSuccess: false, data: undefined, error: null };
    expect(accountNameText(idle)).toBeUndefined();
    expect(accountNameText({ ...idle, isPending: true })).toBe('Checking the account name…');
    expect(accountNameText({ ...idle, isSuccess: true, data: 'ADA OBI' })).toBe('Account name: ADA OBI');
    expect(accountNameText({ ...idle, error: new Error("Couldn't resolve account") })).toBe("Couldn't resolve account");
  });
});
