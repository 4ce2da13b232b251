/**
 * The app's start-up modules and the screen's own, named by the server in <meta name="route-modules">
 * (src/server/app-document.ts), preloaded all at once as soon as the entry runs: they arrive in parallel
 * while the start-up steps run (not one after another as each step would discover them), and do not
 * compete with the page's first paint the way preload links in the page itself would.
 */
export function preloadRouteModules(): void {
  const named = document.querySelector('meta[name="route-modules"]')?.getAttribute('content');
  if (!named) return;
  for (const href of named.split(' ')) {
    if (!href.startsWith('/assets/') || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
