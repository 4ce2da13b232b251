import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageHeading } from './page-heading';
import { isApiError } from '../lib/api-client';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PageHeader } from './page-header';
import { QueryBoundary } from './query-boundary';
import { Skeleton } from './skeleton';

export interface RecordStateProps<TQueryData, T, TKey extends QueryKey = QueryKey> {
  /** The record's kind, lower case ('transaction'). */
  what: string;
  /**
   * The screen's entry of its area's heading table: its title shows while loading or when the record is
   * missing (the record's own title replaces it); its eyebrow and description show in every state.
   */
  heading: PageHeading;
  /** The link back to the list. */
  back: ReactNode;
  /**
   * The record's queryOptions (the route's loader ensures the same ones); null when the address cannot
   * name a record (a malformed id). A record answered as null or 404 'could not be found'.
   */
  query: UseSuspenseQueryOptions<TQueryData, Error, T | null | undefined, TKey> | null;
  /** The record's title and body, and its own back link when the record decides where back is. */
  render: (record: T) => { title: string; body: ReactNode; back?: ReactNode };
}

/** A detail screen: skeleton, error with retry, 'could not be found', or the record. */
export function RecordState<TQueryData, T, TKey extends QueryKey = QueryKey>({
  what,
  heading,
  back,
  query,
  render,
}: RecordStateProps<TQueryData, T, TKey>) {
  const frame = (content: ReactNode) => (
    <div className="screen">
      <PageHeader {...heading} back={back} />
      {content}
    </div>
  );
  if (!query) return frame(<RecordMissing what={what} />);
  return (
    <QueryBoundary
      what={`the ${what}`}
      resetKey={JSON.stringify(query.queryKey)}
      pending={frame(<Skeleton lines={4} label={`Loading the ${what}`} />)}
      failed={({ error, retry }) =>
        frame(
          isApiError(error) && error.status === 404 ? (
            <RecordMissing what={what} />
          ) : (
            <ErrorState error={error} what={`the ${what}`} onRetry={retry} />
          ),
        )
      }
    >
      <LoadedRecord query={query} heading={heading} back={back} what={what} render={render} />
    </QueryBoundary>
  );
}

function LoadedRecord<TQueryData, T, TKey extends QueryKey>({
  what,
  heading,
  back,
  query,
  render,
}: RecordStateProps<TQueryData, T, TKey> & {
  query: UseSuspenseQueryOptions<TQueryData, Error, T | null | undefined, TKey>;
}) {
  const { data } = useSuspenseQuery(query);
  if (!data) {
    return (
      <div className="screen">
        <PageHeader {...heading} back={back} />
        <RecordMissing what={what} />
      </div>
    );
  }
  const shown = render(data);
  return (
    <div className="screen">
      <PageHeader {...heading} title={shown.title} back={shown.back ?? back} />
      {shown.body}
    </div>
  );
}

function RecordMissing({ what }: { what: string }) {
  return (
    <EmptyState title={`This ${what} could not be found`}>
      <p>It may belong to another business, or the link may be wrong.</p>
    </EmptyState>
  );
}
