import { isApiError } from '../lib/api-client';
import { Button } from './button';
import './data.css';

export interface ErrorStateProps {
  error: unknown;
  /** What failed, e.g. 'transactions'. */
  what: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

/** A failed load: what failed, the server's message, and Try again. */
export function ErrorState({ error, what, onRetry, isRetrying }: ErrorStateProps) {
  const message = isApiError(error) || error instanceof Error ? error.message : '';
  return (
    <div className="error-state" role="alert">
      <p className="error-state-title">Could not load {what}.</p>
      {message ? <p className="error-state-message">{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} isPending={isRetrying}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
