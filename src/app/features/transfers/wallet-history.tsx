import { useSuspenseQuery } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { LocalPager, resultsCount } from '../../ui/local-pager';
import { DataList } from '../../ui/data-list';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { SelectField } from '../../ui/select-field';
import { StatusBadge } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { walletHistoryQuery } from './api';
import { WalletsPanel } from '../../ui/wallets-panel';
import { TRANSFER_TABS } from './transfer-columns';
import { walletsQuery } from '../../queries/wallets';

/** transfers/wallethistory: the ledger of each wallet, credits and debits with the balance after. */
export function WalletHistoryScreen() {
  const [filter, setFilter] = useState({ page: 1, currency: '' });
  const id = useId();
  const currencyPicker = (currencies: readonly string[]) => (
    <SelectField
      id={`${id}-currency`}
      label="Wallet"
      value={filter.currency}
      onChange={(e) => setFilter({ page: 1, currency: e.target.value })}
      options={[{ value: '', label: 'All wallets' }, ...currencies.map((c) => ({ value: c, label: c }))]}
    />
  );
  return (
    <div className="screen">
      <PageHeader {...TRANSFERS_HEADINGS['/dashboard/transfers/wallethistory']} />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <WalletsPanel />
      <div className="tx-filter-row">
        {/* Until the wallets answer (or when they cannot), the picker offers all wallets alone. */}
        <QueryBoundary what="your wallets" pending={currencyPicker([])} failed={() => currencyPicker([])}>
          <WalletPicker render={currencyPicker} />
        </QueryBoundary>
      </div>
      <QueryBoundary what="wallet history" resetKey={`${filter.page} ${filter.currency}`}>
        <HistoryPage filter={filter} setPage={(page) => setFilter({ ...filter, page })} />
      </QueryBoundary>
    </div>
  );
}

function WalletPicker({ render }: { render: (currencies: readonly string[]) => ReactNode }) {
  const { data: wallets } = useSuspenseQuery(walletsQuery());
  return <>{render(wallets.map((w) => w.wallet_currency_code))}</>;
}

/** A page of the ledger; the next page or wallet loads behind the current one (a deferred render). */
function HistoryPage({
  filter,
  setPage,
}: {
  filter: { page: number; currency: string };
  setPage: (page: number) => void;
}) {
  const shown = useDeferredValue(filter);
  const history = useSuspenseQuery(walletHistoryQuery(shown.page, shown.currency));
  const busy = history.isFetching || shown !== filter;
  const info = history.data.page_info;
  const totalPages = Math.max(info.total_pages ?? 1, 1);
  const page = shown.page;

  let body: ReactNode;
  if (history.data.entries.length === 0)
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
        <LocalPager
          what="wallet history"
          page={page}
          pages={totalPages}
          total={resultsCount(info.total ?? 0)}
          busy={busy}
          onPage={setPage}
        />
      </>
    );

  return (
    <section className="paged-list" aria-busy={busy}>
      {body}
    </section>
  );
}
