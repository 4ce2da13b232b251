import type { ReactNode } from 'react';
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
  /** The heading while loading or when the record is missing. */
  title: string;
  eyebrow?: string;
  /** The link back to the list. */
  back: ReactNode;
  result: RecordResult<T>;
  render: (record: T) => { title: string; body: ReactNode; description?: ReactNode };
}

/** A detail screen: skeleton, error with retry, 'could not be found', or the record. */
export function RecordState<T>({ what, title, eyebrow, back, result, render }: RecordStateProps<T>) {
  if (result.isPending) {
    return (
      <div className="screen">
        <PageHeader eyebrow={eyebrow} title={title} back={back} />
        <Skeleton lines={4} label={`Loading the ${what}`} />
      </div>
    );
  }
  if (result.isError) {
    return (
      <div className="screen">
        <PageHeader eyebrow={eyebrow} title={title} back={back} />
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
        <PageHeader eyebrow={eyebrow} title={title} back={back} />
        <EmptyState title={`This ${what} could not be found`}>
          <p>It may belong to another business, or the link may be wrong.</p>
        </EmptyState>
      </div>
    );
  }
  const shown = render(result.data);
  return (
    <div className="screen">
      <PageHeader eyebrow={eyebrow ?? title} title={shown.title} description={shown.description} back={back} />
      {shown.body}
    </div>
  );
}
