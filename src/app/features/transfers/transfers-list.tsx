import { useSuspenseQuery } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue, useId, useMemo } from 'react';
import { transferStatusLabel } from '../../../contract/rules';
import { TRANSFER_STATUSES } from '../../../contract/transfers';
import { Button } from '../../ui/button';
import { LocalPager, resultsCount } from '../../ui/local-pager';
import { DataList } from '../../ui/data-list';
import { DateRangeField } from '../../ui/date-range-field';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { ListSearchForm } from '../../ui/list-search-form';
import { QueryBoundary } from '../../ui/query-boundary';
import { SelectField } from '../../ui/select-field';
import { TabsNav } from '../../ui/tabs-nav';
import { filteredTransfersQuery } from './api';
import { NewTransferButton } from './new-transfer-button';
import { TRANSFER_COLUMNS, TRANSFER_TABS, transferLink } from './transfer-columns';
import { type TransfersListSearch, transfersListFilter } from './search';
import type { TransfersFilter } from './api';

export const FILTER_CURRENCIES = ['NGN', 'USD', 'KES', 'GHS', 'UGX', 'TZS', 'SLL', 'ZMW', 'ZAR', 'GBP', 'EUR'] as const;

export interface TransfersListScreenProps {
  search: TransfersListSearch;
}

/** transfers/list: every transfer, with status, currency, date-range and text filters, paged. */
export function TransfersListScreen({ search }: TransfersListScreenProps) {
  const navigate = useNavigate();
  const filter = useMemo(() => transfersListFilter(search), [search]);
  const searchId = useId();

  const set = (next: Partial<TransfersListSearch>) => {
    const merged: Record<string, unknown> = { ...search, page: undefined, ...next };
    void navigate({
      to: '/dashboard/transfers/list',
      search: Object.fromEntries(
        Object.entries(merged).filter(([, x]) => x !== undefined && x !== '' && x !== 1),
      ) as TransfersListSearch,
      replace: true,
    });
  };

  const filtered = Boolean(search.q || search.status || search.currency || search.from);
  return (
    <div className="screen">
      <PageHeader {...TRANSFERS_HEADINGS['/dashboard/transfers/list']} actions={<NewTransferButton />} />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <search className="tx-filters" aria-label="Filter transfers">
        <ListSearchForm
          label="Search by beneficiary, reference, narration or account number"
          placeholder="Search beneficiary, reference, account"
          value={search.q ?? ''}
          onSearch={(q) => set({ q: q || undefined })}
        />
        <div className="tx-filter-row">
          <SelectField
            id={`${searchId}-status`}
            label="Status"
            value={search.status ?? ''}
            onChange={(e) => set({ status: (e.target.value || undefined) as TransfersListSearch['status'] })}
            options={[
              { value: '', label: 'Any status' },
              ...TRANSFER_STATUSES.map((s) => ({ value: s, label: `${transferStatusLabel(s)} (${s})` })),
            ]}
          />
          <SelectField
            id={`${searchId}-currency`}
            label="Currency"
            value={search.currency ?? ''}
            onChange={(e) => set({ currency: e.target.value || undefined })}
            options={[{ value: '', label: 'Any currency' }, ...FILTER_CURRENCIES.map((c) => ({ value: c, label: c }))]}
          />
          <div className="tx-filter-wide">
            <DateRangeField
              label="Date range"
              value={search.from && search.to ? { start: search.from, end: search.to } : null}
              onChange={(range) => set({ from: range.start, to: range.end })}
            />
          </div>
          {filtered ? (
            <Button
              variant="ghost"
              onClick={() => {
                set({ q: undefined, status: undefined, currency: undefined, from: undefined, to: undefined });
              }}
            >
              Clear filters
            </Button>
          ) : null}
        </div>
      </search>
      <QueryBoundary what="transfers" resetKey={JSON.stringify(filter)}>
        <TransfersPage filter={filter} filtered={filtered} set={set} />
      </QueryBoundary>
    </div>
  );
}

/** A page of transfers; the next page or filter loads behind the current one (a deferred render). */
function TransfersPage({
  filter,
  filtered,
  set,
}: {
  filter: TransfersFilter;
  filtered: boolean;
  set: (next: Partial<TransfersListSearch>) => void;
}) {
  const shown = useDeferredValue(filter);
  const result = useSuspenseQuery(filteredTransfersQuery(shown));
  const busy = result.isFetching || JSON.stringify(shown) !== JSON.stringify(filter);
  const page = shown.page;
  const info = result.data.page_info;
  const totalPages = Math.max(info.total_pages ?? 1, 1);
  const rows = result.data.transfers;

  let body: ReactNode;
  if (rows.length === 0)
    body = filtered ? (
      <EmptyState title="No transfers match these filters">
        <p>Clear a filter or search for something else.</p>
      </EmptyState>
    ) : (
      <EmptyState title="No transfers yet" action={<NewTransferButton />}>
        <p>Transfers you send will show here.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <DataList
          caption="Transfers"
          columns={TRANSFER_COLUMNS}
          rows={rows}
          rowKey={(r) => r.id}
          rowLink={transferLink}
        />
        <LocalPager
          what="transfers"
          page={info.current_page ?? page}
          pages={totalPages}
          total={resultsCount(info.total ?? rows.length)}
          busy={busy}
          onPage={(next) => set({ page: next })}
        />
      </>
    );

  return (
    <section className="paged-list" aria-busy={busy}>
      {body}
    </section>
  );
}
