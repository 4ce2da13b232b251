import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import { fail, mockFetch, ok, WHITE_LABEL } from '../../test/fetch-mock';
import { renderScreen } from '../../test/render';
import { LoginScreen } from './login-screen';

const company = (id: number, name: string) => ({
  id,
  business_name: name,
  business_email: 'biz@demo.test',
  business_address: null,
  business_logo: null,
  country: 'NG',
  contact_person: null,
  parent_account_id: 0,
  merchant_env: 'prod',
  compliance_status: 'AA',
  bearsfee: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  Memberships: { is_owner: true },
  reg_meta: [],
});
const user = {
  id: 7,
  email: 'admin@demo.test',
  first_name: 'Ada',
  last_name: 'Admin',
  address_l1: null,
  AddressBook: { AccountId: 1, isActivated: 1 },
};
const loginResponse = {
  'flw-auth-token': 'login-token',
  'fraud-token': 'fraud',
  role: 'Admin',
  roleid: 2,
  permissions: [],
  last_viewed_page: 'overview',
  is_core_bridge: false,
  user,
  company: company(1, 'Demo Stores Ltd'),
};
const session = {
  token: 'app-token',
  refresh_token: 'refresh-token',
  expires_in: 3600,
  company: company(1, 'Demo Stores Ltd'),
  user,
  role: 'Admin',
  roleid: 2,
  permissions: [{ name: 'transfers', endpoints: [{ name: 'transfers.list' }] }],
  is_core_bridge: false,
};

describe('LoginScreen', () => {
  it('shows the spec messages for empty fields and sends nothing', async () => {
    const { calls } = mockFetch({ 'GET v2/whitelabel/preferences': ok(WHITE_LABEL) });
    renderScreen(<LoginScreen />);
    // The product name comes from the white-label preferences.
    expect(await screen.findByRole('heading', { name: 'Sign in to Demo Pay' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is empty', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Password is empty')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.url.endsWith('/login'))).toBe(false);
  });

  it('maps the wrong-password answer to Incorrect Email or Password', async () => {
    mockFetch({
      'GET v2/whitelabel/preferences': ok(WHITE_LABEL),
      'POST login': fail(400, 'Error: Sorry, incorrect email or password. Please check and try again'),
    });
    renderScreen(<LoginScreen />);
    await userEvent.type(await screen.findByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Incorrect Email or Password'));
  });

  it('chooses the only business automatically, stores the session and opens the last viewed page', async () => {
    const { calls } = mockFetch({
      'GET v2/whitelabel/preferences': ok(WHITE_LABEL),
      'POST login': ok(loginResponse),
      'GET v2/merchant/businesses': ok([{ id: 1, business_name: 'Demo Stores Ltd', barter: { merchant_id: null } }]),
      'POST merchant/tokens/create': ok(session),
      'GET v2/merchantkeys': ok({ test_key: 'tk', test_secret: 'ts', live_key: 'lk', live_secret: 'ls', v1keys: null }),
      'GET merchant/account/preferences': ok([{ setting_name: 'require_2factor', preference_value: '0' }]),
    });
    renderScreen(<LoginScreen />, ['/dashboard/overview']);
    await userEvent.type(await screen.findByLabelText('Email'), 'Admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Arrived at /dashboard/overview')).toBeTruthy();
    const login = calls.find((call) => call.url.endsWith('/login'));
    expect(login?.body).toEqual({ identifier: 'admin@demo.test', password: 'Demo-pass-2026', last_viewed_page: null });
    const tokens = calls.find((call) => call.url.endsWith('merchant/tokens/create'));
    expect(tokens?.headers.Authorization).toBe('Bearer login-token');
    expect(tokens?.body).toEqual({ account: 1 });
    expect(storage.get('appToken')).toBe('app-token');
    expect(storage.get('refreshToken')).toBe('refresh-token');
    expect(storage.get('userState')).toBe('true');
    expect(storage.get('companyName')).toBe('Demo Stores Ltd');
    expect(storage.get('rolesAccess')).toEqual(['transfers.list']);
    expect(storage.get('liveKeys')).toEqual({ public_key: 'lk', secret_key: 'ls' });
    expect(storage.get('currency')).toBe('NGN');
  });

  it('asks which account when several businesses exist, then for the emailed code', async () => {
    const { calls } = mockFetch({
      'GET v2/whitelabel/preferences': ok(WHITE_LABEL),
      'POST login': ok(loginResponse),
      'GET v2/merchant/businesses': ok([
        { id: 1, business_name: 'Demo Stores Ltd', barter: { merchant_id: null } },
        { id: 2, business_name: 'Demo Events Co', barter: { merchant_id: null } },
      ]),
      'POST merchant/tokens/create': [
        ok({ otp_required: true, auth_type: 'email', sent_to: 'a***@demo.test' }),
        fail(400, 'Invalid OTP'),
      ],
    });
    renderScreen(<LoginScreen />);
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: /Demo Events Co/ }));

    const code = await screen.findByLabelText('Confirmation code');
    expect(screen.getByText('Enter the code we sent to a***@demo.test.')).toBeTruthy();
    await userEvent.type(code, '12a34b5');
    expect((code as HTMLInputElement).value).toBe('12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid OTP'));
    const last = calls.filter((call) => call.url.endsWith('merchant/tokens/create')).at(-1);
    expect(last?.body).toEqual({ account: 2, rave_otp: '12345' });
  });

  it('shows the check-your-mailbox step for an unverified account and requests a confirmation email', async () => {
    const { calls } = mockFetch({
      'GET v2/whitelabel/preferences': ok(WHITE_LABEL),
      'POST login': fail(403, 'Account not activated', 'ACCOUNT_NOT_ACTIVATED', {
        email: 'unverified@demo.test',
        user_id: 9,
      }),
      'POST v2/onboarding-emails/resend': ok(null),
    });
    renderScreen(<LoginScreen />);
    await userEvent.type(await screen.findByLabelText('Email'), 'unverified@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Check your mailbox' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('v2/onboarding-emails/resend'))?.body).toEqual({
        email: 'unverified@demo.test',
        appId: 'merchant-dashboard',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Re-enter your email' }));
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});
