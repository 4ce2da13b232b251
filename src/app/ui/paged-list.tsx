import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { PageInfo } from '../../contract/paging';
import type { ListParams } from '../lib/list-search';
import { Button } from './button';
import { type Column, DataList, type RowTarget } from './data-list';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';
import './data.css';

export interface PagedListProps<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey = QueryKey> {
  /** What the list holds, plural and lower case ('transactions'): captions, loading and error texts. */
  what: string;
  query: (params: ListParams) => UseQueryOptions<TData, Error, TData, TKey>;
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
      // biome-ignore lint/suspicious/noExplicitAny: the list updates the current route's own search params
      to: '.' as any,
      // biome-ignore lint/suspicious/noExplicitAny: as above
      search: ((prev: Record<string, unknown>) => ({
        ...prev,
        page: next.page > 1 ? next.page : undefined,
        q: next.q ? next.q : undefined,
      })) as any,
      replace: true,
    });
  };
  return [current, set];
}

/** A list screen's body: search, the DataList, paging, and its loading, empty and error states. */
export function PagedList<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey = QueryKey>({
  what,
  query,
  rows,
  columns,
  rowKey,
  rowLink,
  searchLabel,
  emptyTitle,
  emptyBody,
  state = 'url',
  title,
}: PagedListProps<TData, Row, TKey>) {
  const [params, setParams] = usePagingState(state);
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });
  const [draft, setDraft] = useState(params.q ?? '');
  const searchId = useId();
  const headingId = useId();

  useEffect(() => setDraft(params.q ?? ''), [params.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ page: 1, q: draft.trim() });
  };

  const data = result.data;
  const list = data ? rows(data) : [];
  const info = data?.page_info;
  const totalPages = Math.max(info?.total_pages ?? 1, 1);

  let body: ReactNode;
  if (result.isPending) {
    body = <Skeleton label={`Loading ${what}`} />;
  } else if (result.isError && !data) {
    body = (
      <ErrorState
        error={result.error}
        what={what}
        onRetry={() => void result.refetch()}
        isRetrying={result.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = params.q ? (
      <EmptyState title={`No ${what} match “${params.q}”`}>
        <p>Check the spelling or search for something else.</p>
      </EmptyState>
    ) : (
      <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>
    );
  } else {
    body = (
      <>
        <DataList caption={title ?? what} columns={columns} rows={list} rowKey={rowKey} rowLink={rowLink} />
        <nav className="pager" aria-label={`Pages of ${what}`}>
          <p className="pager-status" aria-live="polite">
            Page {info?.current_page ?? params.page} of {totalPages} · {info?.total ?? list.length}{' '}
            {info?.total === 1 ? 'result' : 'results'}
          </p>
          <div className="pager-buttons">
            <Button
              variant="secondary"
              disabled={params.page <= 1 || result.isFetching}
              onClick={() => setParams({ ...params, page: params.page - 1 })}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={params.page >= totalPages || result.isFetching}
              onClick={() => setParams({ ...params, page: params.page + 1 })}
            >
              Next
            </Button>
          </div>
        </nav>
      </>
    );
  }

  return (
    <section className="paged-list" aria-labelledby={title ? headingId : undefined} aria-busy={result.isFetching}>
      {title ? (
        <h2 id={headingId} className="paged-list-title">
          {title}
        </h2>
      ) : null}
      {searchLabel ? (
        <search>
          <form className="list-search" onSubmit={submit}>
            <label htmlFor={searchId} className="visually-hidden">
              {searchLabel}
            </label>
            <input
              id={searchId}
              className="input"
              type="search"
              placeholder={searchLabel}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={100}
              enterKeyHint="search"
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        </search>
      ) : null}
      {result.isError && data ? (
        <ErrorState error={result.error} what={what} onRetry={() => void result.refetch()} />
      ) : null}
      {body}
    </section>
  );
}
