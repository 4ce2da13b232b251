/** Messages between the app and the service worker. */
export const SW_MESSAGES = {
  /** The user agreed to load the new version: the waiting worker takes over. */
  skipWaiting: 'SKIP_WAITING',
} as const;
