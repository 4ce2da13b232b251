import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

/**
 * A route whose loader is still waiting after the router's pending time: the page frame with
 * placeholder lines (the frame around it, the shell's bars, stays on screen).
 */
export function RoutePending() {
  return (
    <div className="screen">
      <Skeleton lines={6} label="Loading this screen" />
    </div>
  );
}

/**
 * A route that failed outside its screen's own boundaries (a loader or a render): the error with
 * Try again, which clears the failed queries' errors and runs the route's loaders again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  return (
    <div className="screen">
      <ErrorState
        error={error}
        what="this screen"
        onRetry={() => {
          queryErrors.reset();
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
