import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesCounter } from './salesmode-screen';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ call }));

const link: Parameters<typeof SalesCounter>[0]['link'] = {
  id: 5,
  title: 'Coffee',
  slug: 'coffee-abcdefgh',
  kind: 'payment',
  amount: 150_000,
  currency: 'NGN',
  status: 'active',
  date_created: '2026-01-01T00:00:00.000Z',
};
const payment = (id: number, name: string) => ({
  id,
  transaction_id: id,
  reference: `REF${id}`,
  amount: 150_000,
  currency: 'NGN',
  customer_name: name,
  customer_email: 'a@b.test',
  date: '2026-01-01T00:00:00.000Z',
});
let payments = [payment(1, 'Earlier Customer')];

beforeEach(() => {
  payments = [payment(1, 'Earlier Customer')];
  call.mockReset();
  call.mockImplementation(async () => ({
    payments,
    page_info: { total: payments.length, current_page: 1, total_pages: 1, page_size: 20 },
  }));
});

describe('the sales counter', () => {
  it('shows the link as a QR code and announces only payments that arrive while it is open', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <SalesCounter link={link} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('img', { name: 'QR code to pay Coffee' })).toBeTruthy();
    expect(screen.getByText('NGN 1,500.00')).toBeTruthy();
    // The payment made before the counter opened is not news.
    await vi.waitFor(() =>
      expect(screen.getByText('Waiting for a payment…').getAttribute('data-watching')).toBe('true'),
    );
    payments = [payment(2, 'Ada Obi'), ...payments];
    await client.refetchQueries();
    const live = await screen.findByText('Paid: NGN 1,500.00 by Ada Obi');
    expect(live.getAttribute('aria-live')).toBe('polite');
  });
});
