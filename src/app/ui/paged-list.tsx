import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import type { PageInfo } from '../../contract/paging';
import type { ListParams } from '../lib/list-search';
import { type Column, DataList, type RowTarget } from './data-list';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListSearchForm } from './list-search-form';
import { LocalPager, resultsCount } from './local-pager';
import { QueryBoundary } from './query-boundary';
import './data.css';

export interface PagedListProps<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey = QueryKey> {
  /** What the list holds, plural and lower case ('transactions'): captions, loading and error texts. */
  what: string;
  /** The list's queryOptions for a page and search (the route's loader ensures the same ones). */
  query: (params: ListParams) => UseSuspenseQueryOptions<TData, Error, TData, TKey>;
  rows: (data: TData) => readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowLink?: (row: Row) => RowTarget | null;
  /** The search box's label; no search box when the endpoint has no q. */
  searchLabel?: string;
  emptyTitle: string;
  emptyBody?: ReactNode;
  /** 'url' keeps page and q in the address (one list per screen); 'local' keeps them in the list. */
  state?: 'url' | 'local';
  /** A heading above the list (for screens with several lists). */
  title?: string;
}

function usePagingState(mode: 'url' | 'local'): [ListParams, (next: ListParams) => void] {
  const search = useSearch({ strict: false }) as { page?: number; q?: string };
  const navigate = useNavigate();
  const [local, setLocal] = useState<ListParams>({ page: 1, q: '' });
  if (mode === 'local') return [local, setLocal];
  const current: ListParams = { page: search.page ?? 1, q: search.q ?? '' };
  const set = (next: ListParams) => {
    void navigate({
      // biome-ignore-start lint/suspicious/noExplicitAny: the list updates the current route's own search params
      to: '.' as any,
      search: ((prev: Record<string, unknown>) => ({
        ...prev,
        page: next.page > 1 ? next.page : undefined,
        q: next.q ? next.q : undefined,
      })) as any,
      // biome-ignore-end lint/suspicious/noExplicitAny: as above
      replace: true,
    });
  };
  return [current, set];
}

/** A list screen's body: search, the DataList, paging, and its loading, empty and error states. */
export function PagedList<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey = QueryKey>(
  props: PagedListProps<TData, Row, TKey>,
) {
  const { what, searchLabel, state = 'url', title } = props;
  const [params, setParams] = usePagingState(state);
  const headingId = useId();

  return (
    <section className="paged-list" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="paged-list-title">
          {title}
        </h2>
      ) : null}
      {searchLabel ? (
        <search>
          <ListSearchForm
            label={searchLabel}
            placeholder={searchLabel}
            value={params.q ?? ''}
            onSearch={(q) => setParams({ page: 1, q })}
          />
        </search>
      ) : null}
      <QueryBoundary what={what} resetKey={`${params.page} ${params.q ?? ''}`}>
        <PagedRows {...props} params={params} setParams={setParams} />
      </QueryBoundary>
    </section>
  );
}

interface PagedRowsProps<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey>
  extends PagedListProps<TData, Row, TKey> {
  params: ListParams;
  setParams: (next: ListParams) => void;
}

/**
 * The page of records. A new page or search keeps the current page on screen while the next one
 * loads (a deferred render that may suspend) rather than blanking the list to placeholders.
 */
function PagedRows<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey>({
  what,
  query,
  rows,
  columns,
  rowKey,
  rowLink,
  emptyTitle,
  emptyBody,
  title,
  params,
  setParams,
}: PagedRowsProps<TData, Row, TKey>) {
  const page = useDeferredValue(params.page);
  const q = useDeferredValue(params.q ?? '');
  const result = useSuspenseQuery(query({ page, q }));
  const busy = result.isFetching || page !== params.page || q !== (params.q ?? '');

  const list = rows(result.data);
  const info = result.data.page_info;
  const totalPages = Math.max(info.total_pages ?? 1, 1);

  return (
    <div aria-busy={busy}>
      {result.isError ? <ErrorState error={result.error} what={what} onRetry={() => void result.refetch()} /> : null}
      {list.length === 0 ? (
        q ? (
          <EmptyState title={`No ${what} match “${q}”`}>
            <p>Check the spelling or search for something else.</p>
          </EmptyState>
        ) : (
          <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>
        )
      ) : (
        <>
          <DataList caption={title ?? what} columns={columns} rows={list} rowKey={rowKey} rowLink={rowLink} />
          <LocalPager
            what={what}
            page={info.current_page ?? page}
            pages={totalPages}
            total={resultsCount(info.total ?? list.length)}
            busy={busy}
            onPage={(next) => setParams({ ...params, page: next })}
          />
        </>
      )}
    </div>
  );
}
