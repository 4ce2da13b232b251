import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { DataList } from './data-list';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'Amaka Obi', amount: 'NGN 1,000.00' },
  { id: 2, name: 'Ada Okafor', amount: 'NGN 25.50' },
];

describe('DataList', () => {
  it('renders a captioned table with a header per column and a labelled cell per value', async () => {
    renderScreen(
      <DataList
        caption="Customers"
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
          { key: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount },
        ]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Amount']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Amount']);
    expect(cells[1]?.getAttribute('data-align')).toBe('end');
    expect(cells[0]?.hasAttribute('data-primary')).toBe(true);
  });

  it('links the primary cell of each row to its record, with search params when given', async () => {
    renderScreen(
      <DataList
        caption="Customers"
        rows={ROWS}
        rowKey={(row) => row.id}
        rowLink={(row) => (row.id === 1 ? `/dashboard/customers/${row.id}` : { to: '/x', search: { ref: 'R2' } })}
        columns={[
          { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
          { key: 'amount', header: 'Amount', cell: (row) => row.amount },
        ]}
      />,
    );
    expect((await screen.findByRole('link', { name: 'Amaka Obi' })).getAttribute('href')).toBe(
      '/dashboard/customers/1',
    );
    expect(screen.getByRole('link', { name: 'Ada Okafor' }).getAttribute('href')).toBe('/x?ref=R2');
    expect(screen.queryByRole('link', { name: 'NGN 1,000.00' })).toBeNull();
  });
});
