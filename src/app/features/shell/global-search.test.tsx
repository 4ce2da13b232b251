import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../contract/constants';
import { SEARCH_EMPTY_MESSAGE } from '../../../contract/search';
import { fail, mockFetch, ok } from '../../test/fetch-mock';
import { renderScreen } from '../../test/render';
import { GlobalSearch } from './global-search';

const page = (total: number) => ({ total, current_page: 1, total_pages: 1, page_size: 2 });
const customer = (id: number, name: string) => ({
  id,
  customer_fullname: name,
  customer_email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  date_created: '2026-01-01T00:00:00Z',
  phone: null,
  blacklisted: false,
});

function searchRoutes() {
  return mockFetch({
    'GET v2/customers/query': ok({
      customers: [customer(1, 'Amaka Obi'), customer(2, 'Amaka Eze'), customer(3, 'Amaka Ude')],
      page_info: page(3),
    }),
    'GET v2/transactions/query': fail(500, 'Search is down'),
    'GET v2/transfers': ok({ transfers: [], page_info: page(0) }),
    'GET v2/cards/search': ok({ cards: [], page_info: page(0) }),
    'GET v2/subaccounts': ok({
      subaccounts: [
        {
          id: 7,
          subaccount_id: 'RS_7',
          business_name: 'Demo Stores Ikeja',
          fullname: 'Ikeja Branch',
          account_number: '0123456789',
          bank_name: 'Access Bank',
          date_created: '2026-01-01T00:00:00Z',
        },
      ],
      page_info: page(1),
    }),
  });
}

describe('GlobalSearch', () => {
  it('waits for the pause, then shows the five groups with at most two results each', async () => {
    const { calls } = searchRoutes();
    renderScreen(<GlobalSearch />);
    const box = await screen.findByRole('combobox', { name: 'Search' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(box, { target: { value: 'Amaka' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
      expect(calls).toHaveLength(0);
      fireEvent.change(box, { target: { value: 'Amaka O' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
      expect(calls).toHaveLength(0);
      act(() => vi.advanceTimersByTime(200));
      // The fake clock keeps running with real time (shouldAdvanceTime), so the client's yield before
      // each fetch and the query's notifications, all scheduled on it, run while we wait here; going
      // back to real timers first would strand them.
      const panel = await screen.findByRole('region', { name: 'Search results' });
      await waitFor(() => expect(within(panel).getByRole('link', { name: /Amaka Obi/ })).toBeTruthy());
      await waitFor(() => expect(calls).toHaveLength(5));
    } finally {
      vi.useRealTimers();
    }
    const panel = screen.getByRole('region', { name: 'Search results' });
    // One call per group, each with the committed term.
    expect(calls.map((call) => call.url.replace(/^.*\/api\//, '')).sort()).toEqual([
      'v2/cards/search?name=Amaka+O&page=1&page_size=2',
      'v2/customers/query?q=Amaka+O&page=1&page_size=2',
      'v2/subaccounts?business_name=Amaka+O&page=1&page_size=2',
      'v2/transactions/query?q=Amaka+O&page=1&page_size=2',
      'v2/transfers?reference=Amaka+O&page=1&page_size=2',
    ]);
    const headings = within(panel)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Customers', 'Transactions', 'Transfers', 'Cards', 'Subaccounts']);
    // At most two per group, linked to the named routes.
    expect(within(panel).getAllByRole('link', { name: /Amaka/ })).toHaveLength(2);
    expect(
      within(panel)
        .getByRole('link', { name: /Amaka Obi/ })
        .getAttribute('href'),
    ).toBe('/dashboard/customers/1');
    expect(
      within(panel)
        .getByRole('link', { name: /Demo Stores Ikeja/ })
        .getAttribute('href'),
    ).toBe('/dashboard/subaccounts/7');
    // The failing group (transactions) and the empty ones show the empty message, not a spinner.
    await waitFor(() => expect(within(panel).getAllByText(SEARCH_EMPTY_MESSAGE)).toHaveLength(3));
    expect(within(panel).getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe(
      '/dashboard/search/Amaka%20O',
    );
  });

  it('searches at once on Enter, ignores an empty string, and closes on Escape', async () => {
    const { calls } = searchRoutes();
    renderScreen(<GlobalSearch />);
    const box = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(calls).toHaveLength(0);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(box, { target: { value: 'Ikeja' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const panel = await screen.findByRole('region', { name: 'Search results' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(within(panel).getByRole('link', { name: /Demo Stores Ikeja/ })).toBeTruthy());
    // The transfers group imports its table before it asks: wait for all five calls.
    await waitFor(() => expect(calls).toHaveLength(5));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it('keeps the panel closed after Enter when the pause that follows ends', async () => {
    searchRoutes();
    renderScreen(<GlobalSearch />);
    const box = await screen.findByRole('combobox', { name: 'Search' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(box, { target: { value: 'Ikeja' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(box.getAttribute('aria-expanded')).toBe('true');
      // Used and closed before the pause since the last keystroke ends (See all results, Escape).
      fireEvent.keyDown(box, { key: 'Escape' });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 100));
      expect(box.getAttribute('aria-expanded')).toBe('false');
      // A new term still opens it after the pause.
      fireEvent.change(box, { target: { value: 'Ikeja B' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 100));
      expect(box.getAttribute('aria-expanded')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });
});
