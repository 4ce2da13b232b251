import { useSyncExternalStore } from 'react';

/** Tables and pagers from this width; below it, phones get cards and infinite scroll. */
export const WIDE_SCREEN = '(min-width: 48rem)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The installed app's own window. */
export const STANDALONE_DISPLAY = '(display-mode: standalone)';

/**
 * Whether a media query matches now: the one reading of matchMedia for code outside React (route
 * loaders, chart options, the install check). False where there is no window or no matchMedia.
 */
export function mediaMatches(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(query).matches === true;
}

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mq = window.matchMedia?.(query);
      mq?.addEventListener('change', notify);
      return () => mq?.removeEventListener('change', notify);
    },
    () => mediaMatches(query),
    () => false,
  );
}
