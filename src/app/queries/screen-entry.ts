import { isServerReachable } from '../lib/reachability';

// Apart from screen-data.ts, whose list helpers every route's search options use (so it sits in the
// app's first load): only the loaders that return an entry load this.

/**
 * A fresh answer a screen waits for inside its own boundary, under its painted heading, rather than in
 * its loader (the route returns it, unawaited, as loader data). It settles when the call does, never
 * rejecting (a failure is the query's error, which the screen's boundary shows), and at once while the
 * server cannot be reached: the screen then shows what the device has.
 */
export function screenEntry(load: Promise<unknown>): Promise<void> {
  const settled: Promise<void> & { status?: 'fulfilled'; value?: undefined } = isServerReachable()
    ? load.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  // React's use() reads a settled promise's status: marked, a screen that opens after the answer came
  // renders it at once rather than suspending (and flashing its placeholders) for a tick.
  void settled.then(() => {
    settled.status = 'fulfilled';
  });
  return settled;
}
