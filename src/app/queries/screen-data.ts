import { isServerReachable } from '../lib/reachability';

/**
 * How long a route's loader waits for its screen's data. A navigation that answers within it goes
 * straight to the finished screen (no placeholders flash in between); a slower one opens the screen,
 * whose own suspense boundary shows the page heading and placeholders until the answer comes. It is
 * below the router's pending time (router.tsx), so a loader that gives up never flashes the router's
 * placeholder before the screen's own.
 */
export const SCREEN_DATA_WAIT_MS = 1000;

/**
 * A route loader's wait for what `ensureQueryData` started (the screen then reads the same queryOptions
 * with `useSuspenseQuery`). `ensureQueryData` answers cached data at once, so a screen with a
 * last-seen copy shows it, offline too. A failure is not thrown here: the screen's boundary shows it
 * inside the screen's frame, with its heading, the offline message and Try again. While the server
 * cannot be reached nothing is awaited: the screen opens at once with what the device has.
 */
export function awaitScreenData(...loads: readonly Promise<unknown>[]): Promise<void> | undefined {
  const settled = Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
  if (!isServerReachable()) return undefined;
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, SCREEN_DATA_WAIT_MS))]);
}
