import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeValue } from '../../lib/storage';

const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../lib/api-client')>()),
  call: async (def: { path: string }) => {
    if (!answers.has(def.path)) throw new Error(`unexpected ${def.path}`);
    return answers.get(def.path);
  },
}));
// Charts are lazy modules drawing on canvas/SVG; the panels' rules are what is tested here.
vi.mock('./lazy-charts', () => ({
  LazyBarChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  LazyGeoMap: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  LazyLineChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const { InsightPanels } = await import('./insight-panels');

function renderPanels() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InsightPanels currency="NGN" />
    </QueryClientProvider>,
  );
}

const EMPTY = {
  'v2/split-analytics/daily_tx': [],
  'v2/split-analytics/customer_location': [],
  'v2/split-analytics/max_min_customers': { biggest: [], total_customers: 0, average_customer_revenue: 0 },
  'v2/split-analytics/agents': [],
  'v2/split-analytics/customer_banks': [],
  'v2/split-analytics/customer_paymentoptions': [],
};

describe('InsightPanels', () => {
  it("says 'No data to show yet.' in every empty panel", async () => {
    answers.clear();
    for (const [path, value] of Object.entries(EMPTY)) answers.set(path, value);
    renderPanels();
    await waitFor(() => expect(screen.getAllByText('No data to show yet.')).toHaveLength(6));
  });

  it('shows the top 3 banks, the top 4 payment options and Not Available for missing customer values', async () => {
    answers.clear();
    for (const [path, value] of Object.entries(EMPTY)) answers.set(path, value);
    answers.set(
      'v2/split-analytics/customer_banks',
      ['Access Bank', 'Zenith Bank', 'GTBank', 'Kuda'].map((bank, i) => ({
        bank,
        total_volume: 40 - i,
        total_value: 1,
      })),
    );
    answers.set(
      'v2/split-analytics/customer_paymentoptions',
      ['card', 'bank_transfer', 'ussd', 'account', 'mobilemoney'].map((payment_type, i) => ({
        payment_type,
        total_volume: 50 - i,
        total_value: 1,
      })),
    );
    answers.set('v2/split-analytics/max_min_customers', {
      biggest: [{ name: null, email: null, total_value: 250_000, total_volume: 2, revenue: null }],
      total_customers: 1,
      average_customer_revenue: 250_000,
    });
    renderPanels();
    const banks = await screen.findByRole('region', { name: 'Banks' });
    expect((await within(banks).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Access Bank40 payments',
      'Zenith Bank39 payments',
      'GTBank38 payments',
    ]);
    const options = screen.getByRole('region', { name: 'Payment options' });
    expect(await within(options).findAllByRole('listitem')).toHaveLength(4);
    expect(within(options).queryByText('Mobile money')).toBeNull();
    const customers = await screen.findByTestId('biggest-customers');
    expect(within(customers).getAllByText('Not Available')).toHaveLength(3);
    expect(within(customers).getByText('NGN 2,500.00')).toBeTruthy();
  });

  it('hides every panel but payment time for a core-bridge merchant', async () => {
    answers.clear();
    for (const [path, value] of Object.entries(EMPTY)) answers.set(path, value);
    localStorage.setItem('isCoreBridge', encodeValue(true));
    renderPanels();
    expect(await screen.findByRole('heading', { name: 'When you are paid most' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Banks' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });
});
