import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListParams } from '../lib/list-search';
import { renderScreen } from '../test/render';
import { PagedList } from './paged-list';

interface Row {
  id: number;
  name: string;
}

const pageOf = (page: number, total: number, rows: Row[]) => ({
  rows,
  page_info: { total, current_page: page, total_pages: Math.ceil(total / 2) || 1, page_size: 2 },
});

function listOf(fetcher: (params: ListParams) => Promise<ReturnType<typeof pageOf>>) {
  return (params: ListParams) => queryOptions({ queryKey: ['test', params], queryFn: () => fetcher(params) });
}

const COLUMNS = [{ key: 'name', header: 'Name', primary: true, cell: (row: Row) => row.name }];

describe('PagedList', () => {
  it('shows the rows with page info, and pages with Next and Previous', async () => {
    const fetcher = vi.fn(async ({ page }: ListParams) =>
      pageOf(
        page,
        3,
        page === 1
          ? [
              { id: 1, name: 'Amaka Obi' },
              { id: 2, name: 'Ada Okafor' },
            ]
          : [{ id: 3, name: 'Kemi Bakare' }],
      ),
    );
    renderScreen(
      <PagedList
        state="local"
        what="customers"
        query={listOf(fetcher)}
        rows={(d) => d.rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        emptyTitle="No customers yet"
      />,
    );
    expect(await screen.findByText('Amaka Obi')).toBeTruthy();
    expect(screen.getByText(/Page 1 of 2 · 3 results/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Kemi Bakare')).toBeTruthy();
    expect(fetcher).toHaveBeenLastCalledWith({ page: 2, q: '' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches with the search box and says when nothing matches', async () => {
    const fetcher = vi.fn(async ({ q }: ListParams) =>
      q ? pageOf(1, 0, []) : pageOf(1, 1, [{ id: 1, name: 'Amaka Obi' }]),
    );
    renderScreen(
      <PagedList
        state="local"
        what="customers"
        query={listOf(fetcher)}
        rows={(d) => d.rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        searchLabel="Search customers"
        emptyTitle="No customers yet"
      />,
    );
    await screen.findByText('Amaka Obi');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No customers match “zzz”' })).toBeTruthy();
    expect(fetcher).toHaveBeenLastCalledWith({ page: 1, q: 'zzz' });
  });

  it('shows the empty state, and an error with a working Try again', async () => {
    const empty = renderScreen(
      <PagedList
        state="local"
        what="payment links"
        query={listOf(async () => pageOf(1, 0, []))}
        rows={(d) => d.rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        emptyTitle="No payment links yet"
      />,
    );
    expect(await screen.findByRole('heading', { name: 'No payment links yet' })).toBeTruthy();
    empty.unmount();

    let fail = true;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('Service is temporarily unavailable.');
      return pageOf(1, 1, [{ id: 9, name: 'Recovered' }]);
    });
    renderScreen(
      <PagedList
        state="local"
        what="invoices"
        query={listOf(fetcher)}
        rows={(d) => d.rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        emptyTitle="No invoices yet"
      />,
    );
    expect(await screen.findByText('Could not load invoices.')).toBeTruthy();
    expect(screen.getByText('Service is temporarily unavailable.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeTruthy();
  });
});
