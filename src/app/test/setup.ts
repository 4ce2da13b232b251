import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetReachabilityForTests } from '../lib/reachability';

// findBy… and waitFor wait for what the user waits for; their deadline is generous so that a busy
// machine (CI shares two cores) slows a test down instead of failing it. No verdict is about time.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; sonner and the theme read it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A test whose calls failed on the network leaves the next one a server that answers.
  resetReachabilityForTests();
});

// jsdom has no CSS.escape; react-aria's modal reads a meta tag with it.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => String(value).replace(/[^\w-]/g, (char) => `\\${char}`) },
  });
}

// The app loads react-aria's overlays on first open (ui/overlays.tsx); component tests get them at
// once, so a dialog is there right after the render that opens it. ui/overlays.test.tsx covers the
// deferred loading itself.
vi.mock('../ui/overlays', () => import('../ui/aria-overlays'));
vi.mock('../ui/toaster', () => import('./eager-toaster'));
