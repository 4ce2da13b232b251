import type { ReactNode } from 'react';
import type { PageHeading } from './page-heading';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PageHeader } from './page-header';
import { Skeleton } from './skeleton';

export interface RecordResult<T> {
  isPending: boolean;
  isError: boolean;
  data?: T | null | undefined;
  error?: unknown;
  isFetching?: boolean;
  refetch?: () => unknown;
}

export interface RecordStateProps<T> {
  /** The record's kind, lower case ('transaction'). */
  what: string;
  /**
   * The screen's entry of its area's heading table: its title shows while loading or when the record is
   * missing (the record's own title replaces it); its eyebrow and description show in every state.
   */
  heading: PageHeading;
  /** The link back to the list. */
  back: ReactNode;
  result: RecordResult<T>;
  render: (record: T) => { title: string; body: ReactNode };
}

/** A detail screen: skeleton, error with retry, 'could not be found', or the record. */
export function RecordState<T>({ what, heading, back, result, render }: RecordStateProps<T>) {
  if (result.isPending) {
    return (
      <div className="screen">
        <PageHeader {...heading} back={back} />
        <Skeleton lines={4} label={`Loading the ${what}`} />
      </div>
    );
  }
  if (result.isError) {
    return (
      <div className="screen">
        <PageHeader {...heading} back={back} />
        <ErrorState
          error={result.error}
          what={`the ${what}`}
          onRetry={result.refetch ? () => void result.refetch?.() : undefined}
          isRetrying={result.isFetching}
        />
      </div>
    );
  }
  if (!result.data) {
    return (
      <div className="screen">
        <PageHeader {...heading} back={back} />
        <EmptyState title={`This ${what} could not be found`}>
          <p>It may belong to another business, or the link may be wrong.</p>
        </EmptyState>
      </div>
    );
  }
  const shown = render(result.data);
  return (
    <div className="screen">
      <PageHeader {...heading} title={shown.title} back={back} />
      {shown.body}
    </div>
  );
}
