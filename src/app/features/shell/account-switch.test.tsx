import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { NewBusinessRequest } from '../../../contract/accounts';
import type { AccountSession } from '../../../contract/auth';
import { RESEND_LOCK_MS } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { mockFetch, ok } from '../../test/fetch-mock';
import { SESSION } from '../../test/sessions';
import { renderScreen } from '../../test/render';
import { toast } from '../../ui/toast';
import { Toaster } from '../../ui/toaster';
import { businessTypeOptions, firstMissingField, newBusinessPayload } from './new-business-modal';
import { AUTHENTICATOR_TEXT } from '../../ui/use-code-form';
import { OtpModal } from './otp-modal';
import { useAccountSwitch } from './use-account-switch';
import { subAccountsQuery } from '../../queries/sub-accounts';

// jsdom lacks CSS.escape, which react-aria's dialogs use.
if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) };
} else if (!globalThis.CSS.escape) {
  globalThis.CSS.escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
}

function SwitchHarness({ complete }: { complete: (session: AccountSession) => Promise<void> }) {
  const switcher = useAccountSwitch({ complete });
  return (
    <>
      <button type="button" onClick={() => void switcher.switchTo(20004)}>
        Switch to Demo Travel
      </button>
      <button type="button" onClick={() => void switcher.switchToNew(20099)}>
        Switch to the new business
      </button>
      <OtpModal
        challenge={switcher.otp?.challenge ?? null}
        isConfirming={switcher.isConfirming}
        isResending={switcher.isResending}
        onConfirm={(code) => void switcher.confirm(code)}
        onResend={() => void switcher.resend()}
        onCancel={switcher.cancelOtp}
        onBack={switcher.cancelOtp}
      />
      <Toaster />
    </>
  );
}

describe('account switch with a one-time code (spec 2 §4)', () => {
  it('reads the business list again for a business just created, even when its code step is cancelled', async () => {
    mockFetch({
      'POST merchant/tokens/create': [ok({ otp_required: true, auth_type: 'email', sent_to: 'o**@demo.test' })],
      'GET v2/accounts': [ok([])],
    });
    const complete = vi.fn(async () => {});
    const { queryClient } = renderScreen(<SwitchHarness complete={complete} />);
    const key = subAccountsQuery().queryKey;
    queryClient.setQueryData(key, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to the new business' }));
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(complete).not.toHaveBeenCalled();
  });

  it('uses the authenticator wording and token, without Resend', async () => {
    const { calls } = mockFetch({
      'POST merchant/tokens/create': [
        ok({ otp_required: true, auth_type: 'authenticator', sent_to: null }),
        ok(SESSION),
      ],
    });
    const complete = vi.fn(async () => {});
    renderScreen(<SwitchHarness complete={complete} />);
    // Asked of the toast call, not the screen: an earlier test's toast may still be on its way there.
    const success = vi.spyOn(toast, 'success');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Demo Travel' }));
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(screen.getByText(AUTHENTICATOR_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(success).not.toHaveBeenCalledWith(MESSAGES.codeSent);
    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(calls[1]?.body).toEqual({ account: 20004, token: '654321' });
    // The switch is POST merchant/tokens/create?version=3.0 (spec 2 §7), the first try and the code alike.
    expect(calls.map((c) => new URL(c.url, 'http://x').search)).toEqual(['?version=3.0', '?version=3.0']);
    // With the alternate-mode header of a switch (spec 1 §7).
    expect(calls.map((c) => c.headers['alt-mode-auth'])).toEqual(['1', '1']);
  });

  it('asks for the emailed code, resends it (locked for 3 s), then switches with rave_otp', async () => {
    const otpAnswer = ok({ otp_required: true, auth_type: 'email', sent_to: 'o**@demo.test' });
    const { calls } = mockFetch({
      'POST merchant/tokens/create': [otpAnswer, otpAnswer, ok(SESSION)],
    });
    const complete = vi.fn(async () => {});
    renderScreen(<SwitchHarness complete={complete} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Demo Travel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(dialog.textContent).toContain('Please enter the confirmation code sent to o**@demo.test');
    expect(await screen.findByText('Confirmation code has been sent')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ account: 20004 });

    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    const code = screen.getByLabelText('Confirmation code');
    fireEvent.change(code, { target: { value: '1234' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '12a345' } });
    expect((code as HTMLInputElement).value).toBe('12345');
    expect(confirm.disabled).toBe(false);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const resend = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
      fireEvent.click(resend);
      expect(resend.disabled).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(RESEND_LOCK_MS + 50);
      });
      await waitFor(() =>
        expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(false),
      );
    } finally {
      vi.useRealTimers();
    }
    expect(calls).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith(SESSION));
    expect(calls[2]?.body).toEqual({ account: 20004, rave_otp: '12345' });
    expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).toBeNull();
  });

  it('shows the server message in red when the switch is refused', async () => {
    mockFetch({
      'POST merchant/tokens/create': { status: 403, body: { status: 'error', message: 'No access to this account' } },
    });
    const complete = vi.fn(async () => {});
    renderScreen(<SwitchHarness complete={complete} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Demo Travel' }));
    expect(await screen.findByText('No access to this account')).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).toBeNull();
  });
});

describe('Create new business rules (spec 2 §3, §5)', () => {
  it('flags the first missing field with the exact messages', () => {
    const empty = { name: '', email: '', type: '', copyParent: false };
    expect(firstMissingField(empty)).toEqual({ field: 'business_name', message: 'Field cannot be empty' });
    expect(firstMissingField({ ...empty, name: 'Shop' })).toEqual({
      field: 'business_email',
      message: 'Field cannot be empty',
    });
    expect(firstMissingField({ ...empty, name: 'Shop', email: 'a@b.co' })).toEqual({
      field: 'business_type',
      message: 'Please select a business type',
    });
    expect(firstMissingField({ name: 'Shop', email: 'a@b.co', type: 'events', copyParent: false })).toBeNull();
  });

  it('builds exactly the NewBusinessRequest payload', () => {
    const payload = newBusinessPayload(
      { name: ' Demo Kiosk ', email: 'kiosk@example.com', type: 'events', copyParent: true },
      { country: 'NG', currency: 'NGN', contactPerson: 'Ada Owner' },
    );
    expect(payload).toEqual({
      business_name: 'Demo Kiosk',
      business_email: 'kiosk@example.com',
      business_accountnumber: 'N/A',
      business_bank: '044',
      country: 'NG',
      currency: 'NGN',
      contact_person: 'Ada Owner',
      reg_meta: [{ name: 'business_type', value: 'events' }],
      is_v2: 1,
      copy_parent: true,
    });
    expect(v.safeParse(NewBusinessRequest, payload).success).toBe(true);
  });

  it('hides the individual type for EG, MA, MZ and SN', () => {
    expect(businessTypeOptions('NG').map((o) => o.value)).toEqual(['individual', 'non-profit', 'business', 'events']);
    for (const country of ['EG', 'MA', 'MZ', 'SN']) {
      expect(businessTypeOptions(country).map((o) => o.value)).toEqual(['non-profit', 'business', 'events']);
    }
  });
});
