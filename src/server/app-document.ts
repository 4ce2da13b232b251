import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allHeadings } from '../contract/all-headings';
import { type PageHeading, withProduct } from '../contract/headings';
import { HEADERLESS_ROUTES, NAMED_ROUTES } from '../contract/named-routes';

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
 *   arrives. The app replaces it in one step when its first screen is ready, with the same words in
 *   the same place (headings come from the contract's heading tables, which the screens use too);
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
}

export function appDocument(staticDir: string): AppDocument {
  const indexPath = join(staticDir, 'index.html');
  const assetsPath = join(staticDir, '.vite/route-assets.json');
  let built: Built | null = null;
  let builtAt = 0;

  /** Re-read after a rebuild (the e2e suite and `npm start` build while a server may run). */
  function load(): Built | null {
    if (!existsSync(indexPath)) return null;
    const mtime = statSync(indexPath).mtimeMs;
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
    // The entry's stylesheet, inlined: the first paint then waits for no request at all.
    const template = readFileSync(indexPath, 'utf8').replace(
      /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      (_, href: string) => `<style data-href="${href}">${style(href)}</style>`,
    );
    for (const route of routes) for (const href of route.css) style(href);
    built = {
      template,
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
          (href) =>
            `<style data-href="${escapeHtml(href)}">${doc.styles.get(href) ?? ''}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled />`,
        ),
        // The app's start-up code and the route's own: the entry preloads them all when it starts
        // (src/app/lib/route-modules.ts). Preload links here would race the page's first paint for the
        // connection; from the entry they start a moment later, while the frame is already on screen.
        `<meta name="route-modules" content="${escapeHtml([...doc.boot, ...(match?.assets.js ?? [])].join(' '))}" />`,
      ].join('\n    ');
      const heading = allHeadings[match?.assets.path ?? clean];
      const shell = clean.startsWith('/dashboard')
        ? dashboardShell(
            clean === NAMED_ROUTES.compliance
              ? complianceScreen(heading, productName)
              : pageScreen(heading, productName),
            productName,
            !HEADERLESS_ROUTES.some((name) => NAMED_ROUTES[name] === clean),
          )
        : heading
          ? authShell(heading, productName)
          : '';
      return doc.template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(productName)}</title>`)
        .replace('</head>', `  ${head}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
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

/** The brand mark of ui/brand-mark.tsx. */
const BRAND_MARK =
  '<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="var(--color-brand)"/><path d="M9 20.5 14 10h4l5 10.5h-3.6l-1-2.3h-4.9l-1 2.3H9Zm5.6-5h2.8L16 12.3l-1.4 3.2Z" fill="#fff"/></svg>';

const LOADING = '<span class="visually-hidden">Loading</span>';

function bones(count: number, className: string): string {
  return Array.from({ length: count }, () => `<span class="${className}"></span>`).join('');
}

/** The frame of ui/auth-layout.tsx with the screen's heading; the form's fields as placeholders. */
function authShell(heading: PageHeading, productName: string): string {
  const product = escapeHtml(productName);
  const title = escapeHtml(withProduct(heading.title, productName));
  const subtitle = heading.description
    ? `<p class="auth-subtitle">${escapeHtml(withProduct(heading.description, productName))}</p>`
    : '';
  return `<div class="auth-layout"><header class="auth-brand">${BRAND_MARK}<span>${product}</span></header><main class="auth-card"><div><h1 class="auth-title">${title}</h1>${subtitle}</div><div class="app-shell-form" role="status">${LOADING}${bones(3, 'app-shell-field')}</div></main><footer class="auth-footer">Secured connection · ${product}</footer></div>`;
}

/** A screen's page heading (ui/page-header.tsx) and loading placeholders. */
function pageScreen(heading: PageHeading | undefined, productName: string): string {
  const header = heading
    ? `<header class="page-header"><div class="page-header-row"><div class="page-header-text">${
        heading.eyebrow ? `<p class="page-header-eyebrow">${escapeHtml(heading.eyebrow)}</p>` : ''
      }<div class="page-header-title-row"><h1 class="page-header-title">${escapeHtml(withProduct(heading.title, productName))}</h1>${
        // The app's "About this page" button holds its place on a phone, so the title does not move.
        heading.description ? '<span class="page-header-about" aria-hidden="true"></span>' : ''
      }</div>${
        heading.description
          ? `<p class="page-header-description">${escapeHtml(withProduct(heading.description, productName))}</p>`
          : ''
      }</div></div></header>`
    : '';
  return `<div class="screen">${header}${SCREEN_LOADING}</div>`;
}

/**
 * The compliance screen's own heading (features/compliance/compliance-page.tsx): where every new merchant
 * lands, its title and description are the largest text of the screen, painted here before any code.
 * The line above them (greeting by name, progress) is the app's: kept empty, its height reserved by CSS.
 */
function complianceScreen(heading: PageHeading | undefined, productName: string): string {
  const header = heading
    ? `<header class="compliance-header"><p class="compliance-eyebrow"></p><h1>${escapeHtml(withProduct(heading.title, productName))}</h1>${
        heading.description
          ? `<p class="compliance-description">${escapeHtml(withProduct(heading.description, productName))}</p>`
          : ''
      }</header>`
    : '';
  return `<div class="screen compliance-screen">${header}${SCREEN_LOADING}</div>`;
}

const SCREEN_LOADING = `<div class="skeleton" role="status">${LOADING}${bones(5, 'skeleton-line')}</div>`;

/** The dashboard frame of features/shell (sidebar, top bar, tab bar) as placeholders, around a screen. */
function dashboardShell(screen: string, productName: string, breadcrumbs: boolean): string {
  return `<div class="shell app-shell"><div class="sidebar" aria-hidden="true"><div class="sidebar-brand">${BRAND_MARK}<span class="sidebar-brand-name">${escapeHtml(productName)}</span></div><div class="app-shell-menu">${bones(8, 'app-shell-bone')}</div></div><div class="shell-body"><div class="top-bar" aria-hidden="true"><div class="top-bar-row app-shell-top">${bones(2, 'app-shell-bone')}</div></div>${breadcrumbs ? '<nav class="shell-breadcrumbs" aria-hidden="true"></nav>' : ''}<main id="main" class="shell-main">${screen}</main></div><div class="bottom-tabs" aria-hidden="true"><div class="app-shell-tabs">${bones(5, 'app-shell-bone')}</div></div></div>`;
}
