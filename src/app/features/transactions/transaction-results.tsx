import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/money';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { COUNT_CAP, type TransactionRow } from '../../../contract/queries';
import { Button } from '../../ui/button';
import { LocalPager } from '../../ui/local-pager';
import { DataList } from '../../ui/data-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { filteredTransactionsQuery, transactionsInfiniteQuery } from './api';
import type { TransactionFilters } from './filters';
import { transactionColumns, transactionLink } from './transaction-columns';

export interface TransactionResultsProps {
  filters: TransactionFilters;
  page: number;
  onPage: (page: number) => void;
  parentAccountId: number;
  wide: boolean;
}

const countText = (total: number, capped: boolean | undefined) =>
  capped
    ? `More than ${formatCount(COUNT_CAP)} transactions`
    : `${formatCount(total)} ${total === 1 ? 'transaction' : 'transactions'}`;

function Empty({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <EmptyState title="No transactions match these filters">
      <p>Change or clear the filters to see more.</p>
    </EmptyState>
  ) : (
    <EmptyState title="No transactions yet">
      <p>Payments your customers make will show here.</p>
    </EmptyState>
  );
}

function List({ rows, parentAccountId }: { rows: readonly TransactionRow[]; parentAccountId: number }) {
  return (
    <DataList
      caption="Transactions"
      columns={transactionColumns(parentAccountId)}
      rows={rows}
      rowKey={(row) => row.id}
      rowLink={transactionLink}
    />
  );
}

/** Desktop: a table with numbered pages. */
function PagedResults({ filters, page: asked, onPage, parentAccountId }: TransactionResultsProps) {
  // The current page stays on screen while the next one loads (a deferred render that may suspend).
  const page = useDeferredValue(asked);
  const result = useSuspenseQuery(filteredTransactionsQuery(filters, page));
  const busy = result.isFetching || page !== asked;
  const data = result.data;
  if (data.transactions.length === 0) return <Empty filtered={Object.keys(filters).length > 0} />;
  const info = data.page_info;
  const pages = Math.max(info.total_pages, 1);
  return (
    <>
      <p className="tx-count" aria-live="polite">
        {countText(info.total, data.total_capped)}
      </p>
      <List rows={data.transactions} parentAccountId={parentAccountId} />
      <LocalPager
        what="transactions"
        page={info.current_page}
        pages={pages}
        pagesText={data.total_capped ? `${pages}+` : undefined}
        busy={busy}
        onPage={onPage}
      />
    </>
  );
}

/** Phones: cards that load the next page as the end comes into view (and a button, for keyboards). */
function InfiniteResults({ filters, parentAccountId }: TransactionResultsProps) {
  const result = useSuspenseInfiniteQuery(transactionsInfiniteQuery(filters));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = result.data.pages;
  const rows = pages.flatMap((p) => p.transactions);
  if (rows.length === 0) return <Empty filtered={Object.keys(filters).length > 0} />;
  const first = pages[0]!;
  let footer: ReactNode = null;
  if (result.isFetchNextPageError) {
    footer = <ErrorState error={result.error} what="more transactions" onRetry={() => void fetchNextPage()} />;
  } else if (hasNextPage) {
    footer = (
      <Button variant="secondary" fullWidth isPending={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        Load more
      </Button>
    );
  } else {
    footer = <p className="tx-end text-secondary">That is every transaction for these filters.</p>;
  }
  return (
    <>
      <p className="tx-count" aria-live="polite">
        {countText(first.page_info.total, first.total_capped)}
      </p>
      <List rows={rows} parentAccountId={parentAccountId} />
      <div ref={sentinel} className="tx-more">
        {footer}
      </div>
    </>
  );
}

/** The results for the filters: loading and failing inside the screen, under its filters. */
export function TransactionResults(props: TransactionResultsProps) {
  return (
    <QueryBoundary
      what="transactions"
      resetKey={JSON.stringify(props.filters)}
      pending={<Skeleton lines={props.wide ? 8 : 6} label="Loading transactions" />}
    >
      {props.wide ? <PagedResults {...props} /> : <InfiniteResults {...props} />}
    </QueryBoundary>
  );
}
