import { formatDateTime } from '../../lib/dates';
import { useOnlineStatus } from '../../lib/pwa';
import '../../ui/pwa/pwa.css';

export interface LastUpdatedProps {
  /** The service worker's mark on a last-seen copy it served (ISO time), if any answer carried one. */
  cachedAt: string | null | undefined;
  /** When the shown figures were fetched (the query's dataUpdatedAt, restored from the persisted cache). */
  updatedAt: number;
}

/**
 * Offline, or showing a last-seen copy: the figures stay, with when they were last fetched and
 * an offline chip, instead of an error (design card: last-seen balances and overview).
 */
export function LastUpdated({ cachedAt, updatedAt }: LastUpdatedProps) {
  const online = useOnlineStatus();
  if (online && !cachedAt) return null;
  const when = cachedAt ? new Date(cachedAt) : updatedAt > 0 ? new Date(updatedAt) : null;
  return (
    <p className="last-updated" data-testid="last-updated">
      {/* The top bar's chip is the live region; this one only marks the figures (no second status). */}
      {online ? null : <span className="offline-chip">Offline</span>}
      {when ? (
        <span>Last updated {formatDateTime(when)}</span>
      ) : (
        <span>Figures will load when you are back online.</span>
      )}
    </p>
  );
}

/** The oldest cache mark among several answers (the screen is as fresh as its stalest part). */
export function oldestMark(answers: readonly ({ cachedAt: string | null } | undefined)[]): string | null {
  const marks = answers.map((a) => a?.cachedAt).filter((m): m is string => Boolean(m));
  return marks.length === 0 ? null : marks.sort()[0]!;
}
