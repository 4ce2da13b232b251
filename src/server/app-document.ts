import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_FRAMES_FILE, type FirstFrames, PRODUCT_SLOT } from '../contract/first-frame';

/**
 * The page the server sends for a screen of the app (any path that is not a file or the API).
 *
 * The built index.html, plus, for the requested route:
 * - its first-load code and styles (dist/.vite/route-assets.json, written by scripts/route-assets.mjs):
 *   the app's start-up modules and the route's own named in a meta tag, which the entry preloads all at
 *   once as it starts (in parallel, not one after another as the app would discover them, and not
 *   competing with the page's first paint); and the styles inlined, with the entry's, so the first
 *   paint needs no request beyond the page;
 * - the screen's frame and heading in plain HTML inside #root (the sign-in card, or the dashboard's bars
 *   with the page heading and loading placeholders), so something useful shows as soon as the page
 *   arrives. The app renders these frames from its own components at build time (dist/.vite/
 *   first-frames.json, written by scripts/render-first-frames.mjs); the server only fills in the
 *   product name. The app replaces the frame in one step when its first screen is ready, with the same
 *   words in the same place;
 * - the product name (white-label), in the title and in a meta tag the app reads before its first paint.
 *
 * The page holds nothing of a user or a business (the product name is the deployment's brand): the
 * service worker keeps the last one per route and serves it offline (sw/page-frames.ts), so an app
 * opened without a network paints the same frame.
 */
export interface AppDocument {
  /** The page for a request path, or null when the app is not built. */
  render(path: string, productName: string): string | null;
  /** The route (from the route tree, '/dashboard/customers/$id') whose page `render` gives for a path. */
  route(path: string): string | null;
}

interface RouteAssets {
  path: string;
  js: string[];
  css: string[];
}

interface Built {
  template: string;
  /** The app's start-up code, preloaded by every page. */
  boot: string[];
  routes: { pattern: RegExp; params: number; assets: RouteAssets }[];
  /** Stylesheet path → its text, for the styles inlined in the page. */
  styles: Map<string, string>;
  frames: FirstFrames;
}

const NO_FRAMES: FirstFrames = { routes: {}, dashboard: '' };

/** A stylesheet's link, never fetched: Vite's preload helper finds the sheet already on the page. */
const disabledLink = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled />`;

export function appDocument(staticDir: string): AppDocument {
  const indexPath = join(staticDir, 'index.html');
  const assetsPath = join(staticDir, '.vite/route-assets.json');
  const framesPath = join(staticDir, FIRST_FRAMES_FILE);
  let built: Built | null = null;
  let builtAt = 0;

  /** Re-read after a rebuild (the e2e suite and `npm start` build while a server may run). */
  function load(): Built | null {
    if (!existsSync(indexPath)) return null;
    // The frames are written after index.html: either file newer means a new build.
    const mtime = Math.max(statSync(indexPath).mtimeMs, existsSync(framesPath) ? statSync(framesPath).mtimeMs : 0);
    if (built && mtime === builtAt) return built;
    const assets: { boot?: string[]; routes?: RouteAssets[] } = existsSync(assetsPath)
      ? JSON.parse(readFileSync(assetsPath, 'utf8'))
      : {};
    const routes = assets.routes ?? [];
    const styles = new Map<string, string>();
    const style = (href: string) => {
      if (!styles.has(href)) styles.set(href, readFileSync(join(staticDir, href), 'utf8'));
      return styles.get(href) ?? '';
    };
    // The entry's stylesheet, inlined: the first paint then waits for no request at all. Its disabled link
    // is there for the app's loader, as beside the route's styles (below): chunks name the entry's sheet
    // among their own, and an import waited for a fetch of it before it ran.
    const template = readFileSync(indexPath, 'utf8').replace(
      /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      (_, href: string) => `<style data-href="${href}">${style(href)}</style>${disabledLink(href)}`,
    );
    for (const route of routes) for (const href of route.css) style(href);
    built = {
      template,
      // Without them (a build that skipped scripts/render-first-frames.mjs) pages carry no frame: the app
      // paints when its code has run, later.
      frames: existsSync(framesPath) ? JSON.parse(readFileSync(framesPath, 'utf8')) : NO_FRAMES,
      boot: assets.boot ?? [],
      styles,
      routes: routes
        .map((assets) => ({ pattern: routePattern(assets.path), params: paramCount(assets.path), assets }))
        // A fixed segment wins over a parameter ('/transfers/list' before '/transfers/$id').
        .sort((a, b) => a.params - b.params),
    };
    builtAt = mtime;
    return built;
  }

  const routeOf = (doc: Built, clean: string) => doc.routes.find((r) => r.pattern.test(clean));

  return {
    route(path) {
      const doc = load();
      return (doc && routeOf(doc, cleanPath(path))?.assets.path) ?? null;
    },
    render(path, productName) {
      const doc = load();
      if (!doc) return null;
      const clean = cleanPath(path);
      const match = routeOf(doc, clean);
      const head = [
        `<meta name="application-name" content="${escapeHtml(productName)}" />`,
        // The route's styles inlined too. The disabled link beside each is never fetched; it tells the app's
        // loader (Vite's preload helper looks for link[href][rel=stylesheet]) that the sheet is already here.
        ...(match?.assets.css ?? []).map(
          (href) => `<style data-href="${escapeHtml(href)}">${doc.styles.get(href) ?? ''}</style>${disabledLink(href)}`,
        ),
        // The app's start-up code and the route's own: the entry preloads them all when it starts
        // (src/app/lib/route-modules.ts). Preload links here would race the page's first paint for the
        // connection; from the entry they start a moment later, while the frame is already on screen.
        `<meta name="route-modules" content="${escapeHtml([...doc.boot, ...(match?.assets.js ?? [])].join(' '))}" />`,
      ].join('\n    ');
      const frame =
        doc.frames.routes[match?.assets.path ?? clean] ?? (clean.startsWith('/dashboard') ? doc.frames.dashboard : '');
      const product = escapeHtml(productName);
      const shell = frame.replaceAll(PRODUCT_SLOT, () => product);
      return (
        doc.template
          // Replaced by functions: a '$' in the product name or a heading is text, not a replacement pattern.
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(productName)}</title>`)
          .replace('</head>', () => `  ${head}\n  </head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`)
      );
    },
  };
}

const cleanPath = (path: string) => path.replace(/\/+$/, '') || '/';

/** '/dashboard/customers/$id' → /^\/dashboard\/customers\/[^/]+$/ */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source || '/'}$`);
}

function paramCount(path: string): number {
  return path.split('/').filter((segment) => segment.startsWith('$')).length;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
