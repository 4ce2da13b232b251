import { useOnlineStatus } from '../../lib/pwa';
import './pwa.css';

export interface OfflineIndicatorProps {
  className?: string;
}

/**
 * A small 'Offline' chip while the browser has no connection. The live region stays mounted
 * (empty and out of the layout when online) so screen readers announce the change.
 */
export function OfflineIndicator({ className }: OfflineIndicatorProps) {
  const online = useOnlineStatus();
  return (
    <span
      role="status"
      className={['offline-indicator', className].filter(Boolean).join(' ')}
      title={
        online
          ? undefined
          : 'No connection. Pages you opened before still work; changes wait until you are back online.'
      }
    >
      {online ? null : (
        <>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M1.5 5.5a9.5 9.5 0 0 1 13 0M3.8 8a6.2 6.2 0 0 1 8.4 0M6 10.5a3 3 0 0 1 4 0M2 2l12 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <span className="chip-label">Offline</span>
        </>
      )}
    </span>
  );
}
