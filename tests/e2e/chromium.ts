import { existsSync } from 'node:fs';

/** Debian's Chromium: Playwright cannot download its own browsers here. */
const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink and V8 without the
 * browser's own UI layer, the headless Chromium Playwright itself uses by default. It lacks what lives
 * in that layer (the install offer, push messaging), so the journeys about those run in the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Most journeys: the headless shell when installed (.ci/run installs it), the full browser otherwise. */
export const launchOptions = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM,
  args: ARGS,
};

/**
 * For the journeys about offline, the install offer and push: the full browser, with the service
 * worker, which the config blocks elsewhere (every new context would store the whole app, some 280
 * files, for journeys that test screens).
 */
export const withServiceWorker = {
  serviceWorkers: 'allow' as const,
  launchOptions: { executablePath: FULL_CHROMIUM, args: ARGS },
};
