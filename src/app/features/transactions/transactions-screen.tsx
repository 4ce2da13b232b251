import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatCount } from '../../lib/money';
import { TRANSACTIONS_HEADINGS } from './headings';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { readSessionSnapshot } from '../../lib/session';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { TabsNav } from '../../ui/tabs-nav';
import { reportAudit } from '../../queries/audits';
import { exportTransactions } from './api';
import { filtersOf, type TransactionFilters, type TransactionsSearch } from './filters';
import { TransactionFiltersForm } from './transaction-filters';
import { TransactionResults } from './transaction-results';
import './transactions.css';

export const TRANSACTION_TABS = [
  { label: 'All transactions', to: '/dashboard/transactions/all' },
  { label: 'Refunds', to: '/dashboard/transactions/refunds' },
];

/** transactions/all: every payment, newest first, with filters, paging (desktop) or infinite scroll (phones), export. */
/** What the audit log keeps of an export: how many rows and the filters that chose them (not the search text). */
const exportAuditData = (filters: TransactionFilters, rows: number): Record<string, string> => ({
  rows: String(rows),
  ...Object.fromEntries(
    (['status', 'currency', 'payment_type', 'from', 'to'] as const)
      .filter((key) => filters[key])
      .map((key) => [key, String(filters[key]).slice(0, 200)]),
  ),
});

export function TransactionsScreen() {
  const search = useSearch({ from: '/dashboard/transactions/all' }) as TransactionsSearch;
  const navigate = useNavigate({ from: '/dashboard/transactions/all' });
  const wide = useMediaQuery(WIDE_SCREEN);
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  const filters = filtersOf(search);
  const page = search.page ?? 1;
  const [exporting, setExporting] = useState(false);

  const apply = (next: TransactionFilters) =>
    void navigate({ search: { ...filtersOf(next as TransactionsSearch) }, replace: true });
  const toPage = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), replace: true });

  const runExport = async () => {
    setExporting(true);
    try {
      // papaparse loads with the first export, not with the screen.
      const [data, { transactionsCsv, saveTextFile }] = await Promise.all([
        exportTransactions(filters),
        import('./csv'),
      ]);
      if (data.transactions.length === 0) {
        toast.error('There are no transactions to export for these filters');
        return;
      }
      saveTextFile(
        `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
        transactionsCsv(data.transactions, parent),
      );
      void reportAudit('transactions.exported', exportAuditData(filters, data.transactions.length));
      toast.success(
        data.truncated
          ? `Exported the newest ${formatCount(data.transactions.length)} transactions; narrow the filters for the rest`
          : `Exported ${formatCount(data.transactions.length)} transactions`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="screen">
      <PageHeader
        {...TRANSACTIONS_HEADINGS['/dashboard/transactions/all']}
        actions={
          <Button variant="secondary" isPending={exporting} onClick={() => void runExport()}>
            Export CSV
          </Button>
        }
      />
      <TabsNav label="Transactions" items={TRANSACTION_TABS} />
      <TransactionFiltersForm value={filters} onApply={apply} parentAccountId={parent} initiallyOpen={wide} />
      <TransactionResults filters={filters} page={page} onPage={toPage} parentAccountId={parent} wide={wide} />
    </div>
  );
}
