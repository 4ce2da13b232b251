import { QueryErrorResetBoundary, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { isNetworkFailure } from '../lib/api-client';
import { useServerReachable } from '../lib/reachability';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

export interface QueryFailure {
  error: unknown;
  /** Clears the failed queries' errors and renders the children again (they load afresh). */
  retry: () => void;
}

export interface QueryBoundaryProps {
  /** What loads, lower case ('transactions', 'the transaction'): the loading and error texts. */
  what: string;
  children: ReactNode;
  /** Shown while the children's queries load (a skeleton by default). */
  pending?: ReactNode;
  /** Shown instead of the children when a query failed with no data to show (ErrorState by default). */
  failed?: (failure: QueryFailure) => ReactNode;
  /** A new value clears a shown failure (a new search or page asks again). */
  resetKey?: unknown;
}

/**
 * Where a screen's suspense queries wait and fail, inside its frame: the page heading stays while the
 * records load or when they could not. A failure resets the queries' error state on Try again, and
 * when the server answers again after an outage (the app refreshes only mounted queries, and a failed
 * screen has none mounted), so an offline screen still loads by itself once the connection is back.
 */
export function QueryBoundary({ what, children, pending, failed, resetKey }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <FreshStart>
          <CatchBoundary
            getResetKey={() => resetKey}
            // The failure is shown on the screen: nothing to log.
            onCatch={() => {}}
            errorComponent={({ error, reset: again }) => (
              <Failed
                error={error}
                retry={() => {
                  reset();
                  again();
                }}
                render={
                  failed ?? ((failure) => <ErrorState error={failure.error} what={what} onRetry={failure.retry} />)
                }
              />
            )}
          >
            <Suspense fallback={pending ?? <Skeleton label={`Loading ${what}`} />}>{children}</Suspense>
          </CatchBoundary>
        </FreshStart>
      )}
    </QueryErrorResetBoundary>
  );
}

function Failed({ error, retry, render }: QueryFailure & { render: (failure: QueryFailure) => ReactNode }) {
  const reachable = useServerReachable();
  const wasReachable = useRef(reachable);
  const latestRetry = useRef(retry);
  latestRetry.current = retry;
  useEffect(() => {
    // Only the server's return retries: an answer while it was reachable was a real failure.
    if (reachable && !wasReachable.current && isNetworkFailure(error)) latestRetry.current();
    wasReachable.current = reachable;
  }, [reachable, error]);
  return <>{render({ error, retry })}</>;
}

/**
 * A query that failed on an earlier visit asks again when the screen opens (as useQuery does): a new
 * boundary starts reset, which lets its suspense queries fetch on mount rather than throw the old error.
 */
function FreshStart({ children }: { children: ReactNode }) {
  const boundary = useQueryErrorResetBoundary();
  useState(() => boundary.reset());
  return <>{children}</>;
}
