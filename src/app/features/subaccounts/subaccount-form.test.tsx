import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubaccountForm } from './subaccount-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call, isApiError: () => false }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const saved = {
  id: 12,
  subaccount_id: 'RS_ABCDEFGHJK',
  business_name: 'Ikeja Partner',
  fullname: 'Kemi Bakare',
  account_number: '0690000032',
  bank_name: 'Access Bank',
  bank_code: '044',
  account_name: 'ADA OBI',
  business_email: 'kemi@ikeja.test',
  business_mobile: '',
  split_type: 'flat',
  split_value: 50_000,
  split_currency: 'NGN',
  status: 'active',
  date_created: '2026-01-01T00:00:00.000Z',
  totals: [],
};

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (def: { path: string }) => {
    if (def.path === 'v2/banks/:country') {
      return [{ id: 1, code: '044', name: 'Access Bank', country: 'NG', isMobileVerified: false }];
    }
    if (def.path === 'v2/merchant/wallets') {
      return [
        { wallet_currency_code: 'NGN', balance: 0, available_balance: 0 },
        { wallet_currency_code: 'USD', balance: 0, available_balance: 0 },
      ];
    }
    if (def.path === 'account/resolve') {
      return { data: { responsecode: '00', accountnumber: '0690000032', accountname: 'ADA OBI', responsemessage: '' } };
    }
    return saved;
  });
});

const renderForm = () => {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SubaccountForm onDone={onDone} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  return onDone;
};

async function fillBasics() {
  await screen.findByRole('option', { name: 'Access Bank' });
  await userEvent.type(screen.getByLabelText('Business name'), 'Ikeja Partner');
  await userEvent.type(screen.getByLabelText('Contact name'), 'Kemi Bakare');
  await userEvent.type(screen.getByLabelText('Email'), 'kemi@ikeja.test');
  await userEvent.selectOptions(screen.getByLabelText('Bank'), 'Access Bank');
  await userEvent.type(screen.getByLabelText('Account number'), '0690000032');
  expect(await screen.findByText('Account name: ADA OBI')).toBeTruthy();
}

describe('the subaccount form', () => {
  it('sends a flat share in minor units with its currency and the resolved account name', async () => {
    const onDone = renderForm();
    await fillBasics();
    await userEvent.click(screen.getByLabelText('Flat amount'));
    await userEvent.selectOptions(await screen.findByLabelText('Currency'), 'NGN');
    await userEvent.type(screen.getByLabelText("Subaccount's flat amount"), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Create subaccount' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(saved));
    const create = call.mock.calls.find(([def]) => def.path === 'v2/subaccounts' && def.method === 'POST');
    expect(create![1].body).toEqual({
      business_name: 'Ikeja Partner',
      fullname: 'Kemi Bakare',
      business_email: 'kemi@ikeja.test',
      business_mobile: '',
      bank_code: '044',
      account_number: '0690000032',
      account_name: 'ADA OBI',
      split_type: 'flat',
      split_value: 50_000,
      split_currency: 'NGN',
    });
    expect(create![1].idempotencyKey).toEqual(expect.any(String));
  });

  it('names a percentage out of range and missing fields before sending anything', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Access Bank' });
    await userEvent.type(screen.getByLabelText("Subaccount's share (%)"), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create subaccount' }));
    expect(await screen.findByText('Split percentage must be more than 0 and less than 100')).toBeTruthy();
    expect(screen.getByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Bank name cannot be empty. Please select a bank.')).toBeTruthy();
    expect(call.mock.calls.some(([def]) => def.path === 'v2/subaccounts')).toBe(false);
  });
});
