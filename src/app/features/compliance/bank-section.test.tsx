import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_TOASTS } from '../../../contract/compliance';
import { BANK_MESSAGES } from '../../../contract/compliance-rules';
import { BANKS } from '../../../contract/transfers';
import { storage } from '../../lib/storage';
import { mockFetch, ok } from '../../test/fetch-mock';
import { complianceInfo } from '../../test/compliance-info';
import { renderScreen } from '../../test/render';
import { toast } from '../../ui/toast';
import { BankSection } from './bank-section';

vi.mock('../../ui/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const PHONE = '+2348031234567';
const info = complianceInfo({ contact_phone_verified: false, settlement_account: null });

const routes = (bvnMatches: boolean) => ({
  'GET v2/banks/NG': ok(BANKS.filter((b) => b.country === 'NG')),
  'GET v2/banks/044/branches': ok([]),
  'POST v2/onb/sendotp': ok({ otp_reference: 'OTP-41' }),
  'POST v2/onb/verifyotp': ok({ identifier: PHONE, responsecode: '11' }),
  'POST v2/compliance': ok({ responsecode: '00', compliance_status: 'IR', responsemessage: 'ok', completed: false }),
  'POST account/resolve': ok({
    data: { responsecode: '00', accountnumber: '0690000031', accountname: 'GRACE NWOSU', responsemessage: 'ok' },
  }),
  'POST v2/compliance/validate-account': ok(bvnMatches),
  'POST merchant/config/settlement/account/new': ok({
    id: 5,
    account_number: '0690000031',
    bank_code: '044',
    account_name: 'GRACE NWOSU',
    account_meta: [],
  }),
});

const renderBank = (props: { onLeft?: (left: number) => void; onSaved?: () => void } = {}) =>
  renderScreen(
    <BankSection
      info={info}
      forceErrors={false}
      generalMessage={null}
      onLeft={props.onLeft ?? (() => undefined)}
      onSaved={props.onSaved ?? (() => undefined)}
    />,
  );

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast.error).mockClear();
  storage.set('userAccountID', 30042);
});

describe('the bank section (spec 2 §4, §5)', () => {
  it("shows the spec's messages on save, and a field's message clears when it changes", async () => {
    mockFetch(routes(true));
    const onLeft = vi.fn();
    renderBank({ onLeft });
    await waitFor(() => expect(onLeft).toHaveBeenLastCalledWith(4));
    await userEvent.click(screen.getByRole('button', { name: 'Add account and continue' }));
    expect(await screen.findByText(BANK_MESSAGES.bankEmpty)).not.toBeNull();
    expect(screen.getByText(BANK_MESSAGES.accountNumberEmpty)).not.toBeNull();
    expect(screen.getByText(BANK_MESSAGES.bvnEmpty)).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Account number'), '06');
    // Cleared, not replaced by the 10-digit message, until the next save.
    await waitFor(() => expect(screen.queryByText(BANK_MESSAGES.accountNumberEmpty)).toBeNull());
    expect(screen.queryByText(BANK_MESSAGES.accountNumberNg)).toBeNull();
    expect(screen.getByText(BANK_MESSAGES.bankEmpty)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add account and continue' }));
    expect(await screen.findByText(BANK_MESSAGES.accountNumberNg)).not.toBeNull();
  });

  it('sends a code once the number is valid, verifies it, resolves the name, checks the BVN and saves', async () => {
    const { calls } = mockFetch(routes(true));
    const onSaved = vi.fn();
    renderBank({ onSaved });
    const phone = await screen.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste(PHONE);
    expect(await screen.findByText(/Resend Code in \d+ seconds/)).not.toBeNull();
    expect(calls.filter((c) => c.url.endsWith('v2/onb/sendotp')).map((c) => c.body)).toEqual([
      { public_key: '', identifier: PHONE, context: 'secure' },
    ]);
    await userEvent.type(screen.getByLabelText('One-time password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('VERIFIED')).not.toBeNull();

    await screen.findByRole('option', { name: 'Access Bank' });
    await userEvent.selectOptions(screen.getByLabelText('Bank'), '044');
    await userEvent.type(screen.getByLabelText('Account number'), '0690000031');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Account name').value).toBe('GRACE NWOSU'));
    await userEvent.type(screen.getByLabelText('BVN'), '22222222222');
    expect(await screen.findByText(/BVN verified\./)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add account and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = calls.find((c) => c.url.endsWith('settlement/account/new'))?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ accountNumber: '0690000031', bankCode: '044', accountName: 'GRACE NWOSU' });
    expect(JSON.parse(saved.accountMeta as string)).toEqual(
      expect.arrayContaining([
        { name: 'phoneNumber', value: PHONE },
        { name: 'phoneNumberIsVerified', value: 'true' },
        { name: 'bvnIsVerified', value: 'true' },
      ]),
    );
  });

  it("clears a BVN whose holder is not the account's, with the spec's message", async () => {
    mockFetch(routes(false));
    renderBank();
    await screen.findByRole('option', { name: 'Access Bank' });
    await userEvent.selectOptions(screen.getByLabelText('Bank'), '044');
    await userEvent.type(screen.getByLabelText('Account number'), '0690000031');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Account name').value).toBe('GRACE NWOSU'));
    await userEvent.type(screen.getByLabelText('BVN'), '22222222222');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMPLIANCE_TOASTS.bvnMismatch));
    expect(screen.getByLabelText<HTMLInputElement>('BVN').value).toBe('');
  });
});
