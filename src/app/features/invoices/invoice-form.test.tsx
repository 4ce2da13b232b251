import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceForm } from './invoice-form';

vi.mock('../../lib/api-client', () => ({ call: vi.fn() }));
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
});
