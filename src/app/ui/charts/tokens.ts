import { mediaMatches, REDUCED_MOTION } from '../../lib/use-media-query';
/** A design token's resolved value (nivo animates colours, so it needs real values, not var()). */
export function tokenValue(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export const prefersReducedMotion = (): boolean => mediaMatches(REDUCED_MOTION);
