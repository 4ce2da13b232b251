import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { type ReactNode, useId, useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { DataList } from '../../ui/data-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { walletHistoryQuery } from './api';
import { WalletsPanel } from '../../ui/wallets-panel';
import { TRANSFER_TABS } from './transfer-columns';
import { walletsQuery } from '../../queries/wallets';

/** transfers/wallethistory: the ledger of each wallet, credits and debits with the balance after. */
export function WalletHistoryScreen() {
  const [page, setPage] = useState(1);
  const [currency, setCurrency] = useState('');
  const wallets = useQuery(walletsQuery());
  const history = useQuery({ ...walletHistoryQuery(page, currency), placeholderData: keepPreviousData });
  const id = useId();
  const info = history.data?.page_info;
  const totalPages = Math.max(info?.total_pages ?? 1, 1);

  let body: ReactNode;
  if (history.isPending) body = <Skeleton label="Loading wallet history" />;
  else if (history.isError && !history.data)
    body = <ErrorState error={history.error} what="wallet history" onRetry={() => void history.refetch()} />;
  else if (history.data.entries.length === 0)
    body = (
      <EmptyState title="No wallet movements yet">
        <p>Money in and out of your wallets shows here.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <DataList
          caption="Wallet history"
          rows={history.data.entries}
          rowKey={(r) => r.id}
          columns={[
            { key: 'narration', header: 'Narration', primary: true, cell: (r) => r.narration || r.reference },
            {
              key: 'type',
              header: 'Type',
              cell: (r) => (
                <StatusBadge
                  label={r.type === 'C' ? 'Credit' : 'Debit'}
                  tone={r.type === 'C' ? 'success' : 'neutral'}
                />
              ),
            },
            { key: 'amount', header: 'Amount', align: 'end', cell: (r) => formatMoney(r.amount, r.currency) },
            {
              key: 'balance',
              header: 'Balance after',
              align: 'end',
              cell: (r) => formatMoney(r.balance_after, r.currency),
            },
            { key: 'reference', header: 'Reference', cell: (r) => r.reference },
            { key: 'date', header: 'Date', cell: (r) => formatDateTime(r.date_created) },
          ]}
        />
        <nav className="pager" aria-label="Pages of wallet history">
          <p className="pager-status">
            Page {page} of {totalPages} · {info?.total ?? 0} results
          </p>
          <div className="pager-buttons">
            <Button variant="secondary" disabled={page <= 1 || history.isFetching} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={page >= totalPages || history.isFetching}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </div>
        </nav>
      </>
    );

  return (
    <div className="screen">
      <PageHeader {...TRANSFERS_HEADINGS['/dashboard/transfers/wallethistory']} />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <WalletsPanel />
      <div className="tx-filter-row">
        <SelectField
          id={`${id}-currency`}
          label="Wallet"
          value={currency}
          onChange={(e) => {
            setCurrency(e.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: 'All wallets' },
            ...(wallets.data ?? []).map((w) => ({ value: w.wallet_currency_code, label: w.wallet_currency_code })),
          ]}
        />
      </div>
      <section className="paged-list" aria-busy={history.isFetching}>
        {body}
      </section>
    </div>
  );
}
