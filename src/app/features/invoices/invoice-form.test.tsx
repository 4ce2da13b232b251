import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceForm } from './invoice-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));

describe('invoice form', () => {
  it('adds and removes line items, and shows the totals as they are typed', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceForm />
      </QueryClientProvider>,
    );
    const first = screen.getByRole('group', { name: 'Item 1' });
    await userEvent.type(within(first).getByLabelText('Quantity'), '{backspace}3');
    await userEvent.type(within(first).getByLabelText(/Unit price/), '1,000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await userEvent.type(within(second).getByLabelText(/Unit price/), '99.50');
    const totals = screen.getByRole('region', { name: 'Totals' });
    // 3 × 1,000.50 + 1 × 99.50 = 3,101.00
    expect(totals.textContent).toContain('NGN 3,101.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Totals' }).textContent).toContain('NGN 3,001.50');
  });

  it('saves a draft: the request is what the server takes (minor units, no send)', async () => {
    call.mockResolvedValue({ id: 9, reference: 'INV-1001', customer_email: 'ada@x.test' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceForm />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Customer name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText('Customer email'), 'ada@x.test');
    const first = screen.getByRole('group', { name: 'Item 1' });
    await userEvent.type(within(first).getByLabelText('Description'), 'Design work');
    await userEvent.type(within(first).getByLabelText(/Unit price/), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0]![1].body).toMatchObject({
      customer_email: 'ada@x.test',
      items: [{ description: 'Design work', quantity: 1, unit_price: 150_000 }],
      discount: 0,
      tax_percent: 0,
      send: false,
    });
  });
});
