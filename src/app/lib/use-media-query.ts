import { useSyncExternalStore } from 'react';

/** Tables and pagers from this width; below it, phones get cards and infinite scroll. */
export const WIDE_SCREEN = '(min-width: 48rem)';

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mq = window.matchMedia?.(query);
      mq?.addEventListener('change', notify);
      return () => mq?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
