import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkForm } from './link-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const saved = {
  id: 9,
  title: 'x',
  slug: 'x-abcdefgh',
  kind: 'payment',
  description: '',
  amount: 100,
  currency: 'NGN',
  status: 'active',
  custom_fields: [],
  redirect_url: null,
  payment_limit: null,
  expires_at: null,
  suggested_amounts: [],
  plan_id: null,
  subaccount: null,
  payments_count: 0,
  date_created: '2026-01-01T00:00:00.000Z',
};

const subaccount = {
  subaccount_id: 'RS_ABCDEFGHJK',
  fullname: 'Kemi Bakare',
  account_number: '0690000032',
  bank_name: 'Access Bank',
  date_created: '2026-01-01T00:00:00.000Z',
};

const renderForm = () => {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LinkForm onDone={onDone} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  return onDone;
};

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (def: { path: string; method: string }) => {
    if (def.path === 'v2/merchant/wallets') {
      return [
        { wallet_currency_code: 'NGN', balance: 0, available_balance: 0 },
        { wallet_currency_code: 'USD', balance: 0, available_balance: 0 },
      ];
    }
    if (def.path === 'v2/subaccounts' && def.method === 'GET') {
      return {
        subaccounts: [
          { ...subaccount, id: 3, business_name: 'Ikeja Partner', status: 'active' },
          { ...subaccount, id: 4, business_name: 'Closed Partner', status: 'inactive' },
        ],
        page_info: { total: 2, current_page: 1, total_pages: 1, page_size: 100 },
      };
    }
    return saved;
  });
});

describe('the payment link form', () => {
  it('sends the amount in minor units, the custom fields and no suggested amounts for a payment', async () => {
    const onDone = renderForm();
    await screen.findByRole('option', { name: 'USD' });
    await userEvent.type(screen.getByLabelText('Title'), 'Yoga class');
    await userEvent.type(screen.getByLabelText('Amount'), '2,500.50');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await userEvent.type(await screen.findByLabelText('Field 1 label'), 'Phone number');
    await userEvent.click(screen.getByLabelText('Required (field 1)'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await userEvent.type(await screen.findByLabelText('Field 2 label'), 'Size');
    await userEvent.click(screen.getByRole('button', { name: 'Remove field 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const create = call.mock.calls.find(([def]) => def.path === 'v2/payment-links' && def.method === 'POST');
    expect(create![1].body).toEqual({
      title: 'Yoga class',
      description: '',
      kind: 'payment',
      amount: 250_050,
      currency: 'USD',
      custom_fields: [{ label: 'Size', required: false }],
      redirect_url: null,
      payment_limit: null,
      expires_at: null,
      suggested_amounts: [],
      subaccount_id: null,
    });
  });

  it('splits with an active subaccount when one is chosen', async () => {
    const onDone = renderForm();
    await screen.findByRole('option', { name: 'Ikeja Partner' });
    // A deactivated subaccount is not offered.
    expect(screen.queryByRole('option', { name: 'Closed Partner' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Ikeja order');
    await userEvent.type(screen.getByLabelText('Amount'), '10,000');
    await userEvent.selectOptions(screen.getByLabelText('Split with a subaccount (optional)'), 'Ikeja Partner');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const create = call.mock.calls.find(([def]) => def.path === 'v2/payment-links' && def.method === 'POST');
    expect(create![1].body).toMatchObject({ amount: 1_000_000, subaccount_id: 3 });
  });

  it('lets the customer choose the amount, and a donation offers suggested amounts', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'NGN' });
    await userEvent.type(screen.getByLabelText('Title'), 'School drive');
    await userEvent.click(screen.getByLabelText(/Donations/));
    await userEvent.click(screen.getByLabelText('The customer chooses'));
    expect(screen.queryByLabelText('Amount')).toBeNull();
    await userEvent.type(screen.getByLabelText('Suggested amounts (optional)'), '1000 5000');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const isCreate = (args: unknown[]) => (args[0] as { path: string }).path === 'v2/payment-links';
    await vi.waitFor(() => expect(call.mock.calls.some(isCreate)).toBe(true));
    const create = call.mock.calls.find(isCreate);
    expect(create![1].body).toMatchObject({ kind: 'donation', amount: null, suggested_amounts: [100_000, 500_000] });
  });

  it('names what is missing or wrong before sending anything', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'NGN' });
    await userEvent.type(screen.getByLabelText('Redirect URL (optional)'), 'http://shop.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    expect(screen.getByText('Redirect URL must start with https:// (http:// only for localhost)')).toBeTruthy();
    expect(call.mock.calls.some(([def]) => def.path === 'v2/payment-links')).toBe(false);
  });
});
