import { nextTask } from './next-task';

/** Links appended per task: each modulepreload link costs the browser about 1 ms to start. */
const LINKS_PER_TASK = 4;

/**
 * The app's start-up modules and the screen's own, named by the server in <meta name="route-modules">
 * (src/server/app-document.ts), preloaded as soon as the entry runs: they arrive in parallel while the
 * start-up steps run (not one after another as each step would discover them), and do not compete with
 * the page's first paint the way preload links in the page itself would. A few links per task, the
 * first (React, the start-up code) at once: all of a screen's 16 or so in one go held the main thread
 * 12-38 ms (Lighthouse's blocking time counts every task over 12.5 ms at four times its length).
 */
export async function preloadRouteModules(): Promise<void> {
  const named = document.querySelector('meta[name="route-modules"]')?.getAttribute('content');
  if (!named) return;
  const hrefs = named
    .split(' ')
    .filter(
      (href) => href.startsWith('/assets/') && !document.querySelector(`link[rel="modulepreload"][href="${href}"]`),
    );
  for (let i = 0; i < hrefs.length; i += LINKS_PER_TASK) {
    if (i > 0) await nextTask();
    for (const href of hrefs.slice(i, i + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}
