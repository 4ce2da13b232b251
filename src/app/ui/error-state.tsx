import { OFFLINE_SCREEN_NOT_KEPT } from '../../contract/pwa';
import { isApiError, isNetworkFailure } from '../lib/api-client';
import { Button } from './button';
import './data.css';

export interface ErrorStateProps {
  error: unknown;
  /** What failed, e.g. 'transactions'. */
  what: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

/**
 * A failed load: what failed, the server's message, and Try again. When the server could not be
 * reached it says so, not that the service is down: the app is offline and has no copy of this screen
 * (it loads by itself when the server answers again).
 */
export function ErrorState({ error, what, onRetry, isRetrying }: ErrorStateProps) {
  if (isNetworkFailure(error)) {
    return (
      <div className="error-state" role="alert">
        <p className="error-state-title">{OFFLINE_SCREEN_NOT_KEPT}</p>
        <p className="error-state-message">It loads by itself when the connection is back.</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry} isPending={isRetrying}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  }
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
