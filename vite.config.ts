import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/*
 * Chunks by what a screen needs together. The app's start-up code: everything the start-up steps of
 * src/app/main.ts (the router with its route table, and start.tsx) import statically; every screen
 * runs it first. The dashboard's frame: everything features/shell/dashboard-frame.tsx imports; every
 * signed-in screen shows it. Left to the automatic chunking they came as dozens of small shared chunks
 * (a route guard here, a money formatter there), each a request and ~350 bytes of headers on a phone.
 */
const importsOf = new Map<string, readonly string[]>();
const recordImports: Plugin = {
  name: 'record-static-imports',
  moduleParsed(info) {
    importsOf.set(info.id, info.importedIds);
  },
};
/**
 * uPlot builds an Intl.NumberFormat and an Intl.DateTimeFormat when its module is evaluated. A page's
 * first Intl object costs 25-60 ms (the locale data is loaded then), in one task, just as the chart
 * draws; our charts format their own axes and hide uPlot's legend, so neither is ever used. Both are
 * made on first use instead. Measured A/B (docs/decisions/uplot-build-patch.md): evaluating the chart
 * chunk in a fresh page took 72-74 ms patched and 110-143 ms unpatched (medians of 16, interleaved).
 * It edits uPlot's published file as text, so it is fenced: uPlot is pinned to UPLOT_PINNED (exactly,
 * in package.json), the build fails if a line it replaces is gone, and scripts/uplot-patch.test.ts
 * fails in npm test on another release or when the patched module makes an Intl object at load.
 */
export const UPLOT_PINNED = '1.6.32';
export const UPLOT_LAZY_INTL: [string, string][] = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  [
    'const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;',
    'let localTzName;\nconst localTz = () => (localTzName ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);',
  ],
  ['else if (tz == localTz)', 'else if (tz == localTz())'],
];
/** uPlot's ES module with its Intl objects made on first use; throws if uPlot's code changed shape. */
export function uplotWithLazyIntl(code: string): string {
  let out = code;
  for (const [from, to] of UPLOT_LAZY_INTL) {
    if (!out.includes(from)) throw new Error(`uplot-lazy-intl: uPlot no longer has: ${from}`);
    out = out.replace(from, to);
  }
  return out;
}
const uplotLazyIntl: Plugin = {
  name: 'uplot-lazy-intl',
  transform(code, id) {
    if (!/[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/.test(id)) return null;
    return { code: uplotWithLazyIntl(code), map: null };
  },
};

/** The modules statically imported, at any depth, by the modules matching `root`. */
function closureOf(root: RegExp): Set<string> {
  const found = new Set<string>();
  const visit = (m: string) => {
    if (found.has(m)) return;
    found.add(m);
    for (const next of importsOf.get(m) ?? []) visit(next);
  };
  for (const m of importsOf.keys()) if (root.test(m)) visit(m);
  return found;
}
/**
 * Whether a module is statically imported, at any depth, by a module matching `root` (the app's own
 * code only). What the entry (src/app/main.ts) itself imports stays in the entry: were it grouped, the
 * entry would import the group statically and run it before its first step.
 */
function staticClosureOf(root: RegExp): (id: string) => boolean {
  let members: Set<string> | undefined;
  return (id) => {
    if (!members) {
      const entry = closureOf(/src[\\/]app[\\/]main\.ts$/);
      members = new Set([...closureOf(root)].filter((m) => !entry.has(m)));
    }
    // Vite's preload helper wraps the entry's own dynamic imports: it must stay in the entry too.
    return !id.includes('node_modules') && !id.includes('preload-helper') && members.has(id);
  };
}
const isStartUpModule = staticClosureOf(/src[\\/]app[\\/](router|start)\.tsx$/);
const isDashboardFrameModule = staticClosureOf(
  /src[\\/]app[\\/](features[\\/]shell[\\/]dashboard-frame\.tsx|routes[\\/]dashboard\.tsx\?tsr-split=component)$/,
);

// The app lives in src/app; the server (src/server) is built separately by scripts/build-server.mjs.
export default defineConfig({
  plugins: [
    recordImports,
    uplotLazyIntl,
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders too: they import their area's queries (and through them its contract schemas), which
      // would otherwise sit in every route's first load.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/lib/pwa.ts) to prompt before updating.
      injectRegister: false,
      // The server builds /manifest.webmanifest from the brand (src/server/modules/pwa); the worker
      // fetches it network-first, so it is neither generated nor precached here.
      manifest: false,
      // The icons are precached from public/ by the plugin; png and webmanifest stay out of globPatterns.
      includeAssets: ['icons/*.png'],
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2}'] },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: scripts/bundle-budget.mjs reads each route's first-load chunks from it.
    manifest: true,
    // A dynamic import preloads the stylesheets it needs, not its scripts: listing every route's scripts
    // put ~7 KB of file names in the first load of every screen. A screen's scripts come preloaded in
    // the page the server sends (src/server/app-document.ts), and later ones from the service worker's
    // precache once installed.
    // No polyfill: every browser the app supports preloads modules itself (Safari from 17; older ones
    // just skip the hint), and the polyfill's helper tied the entry to the start-up chunk statically.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // The frameworks every screen needs, in two chunks rather than a dozen small shared ones: on a
        // phone each request costs a round trip. (Grouping the app's shared ui or contract modules as well
        // made every route download every area's share: measured worse.)
        codeSplitting: {
          // A group takes only the modules it names, not their imports: otherwise the start-up group
          // pulled in Vite's preload helper, which the entry needs, and the entry then ran the whole
          // start-up chunk before its first step.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
              priority: 40,
            },
            // The router, the query client and valibot (the contract's schemas): every screen's start.
            {
              name: 'framework',
              test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|valibot)[\\/]/,
              priority: 35,
            },
            { name: 'start', test: isStartUpModule, priority: 30 },
            // What every signed-out screen shares (their headings, calls and form checks), in one request.
            {
              name: 'auth',
              test: /src[\\/]app[\\/](lib[\\/]schema-form|features[\\/]auth[\\/](headings|api))\.tsx?$/,
              priority: 25,
            },
            // The small form primitives nearly every screen renders (buttons, fields and their wiring, alerts,
            // the sign-in frame): one request instead of a dozen.
            {
              name: 'ui',
              test: /src[\\/]app[\\/](ui[\\/](button|spinner|brand-mark|form-alert|text-field|password-field|code-field|select-field|auth-layout)\.tsx|lib[\\/]field-props\.ts)$/,
              priority: 20,
            },
            // What most dashboard screens show (headings, tabs, placeholders, badges, lists and their pager,
            // amounts and dates): one request rather than a dozen of a few hundred bytes each.
            {
              name: 'screen-kit',
              test: /src[\\/]app[\\/](lib[\\/](money|dates)\.ts|ui[\\/](skeleton|page-header|tabs-nav|status-badge|empty-state|error-state|detail-list|data-list|local-pager|record-state|wallet-balances)\.tsx)$/,
              priority: 18,
            },
            // A list screen's body (its pager, search box and states), apart from the kit above: the search
            // box is a conform form, which the screens without a list (the overview, pending approvals,
            // setup) need not load. One request for a list screen instead of three.
            {
              name: 'list-kit',
              test: /src[\\/]app[\\/]ui[\\/](paged-list|list-screen|list-search-form)\.tsx$/,
              priority: 18,
            },
            // The dashboard forms' wiring (conform fields, the code form and its resend lock, the validation
            // options), which the frame no longer carries: one request for the screens with a form.
            {
              name: 'form-kit',
              test: /src[\\/](app[\\/](ui[\\/](form-fields|text-area-field|use-code-form)|lib[\\/](use-resend-lock|form-validation))|contract[\\/]code-forms)\.tsx?$/,
              priority: 17,
            },
            // The contract tables most areas share, each with the schemas it cannot be without: one request
            // each rather than two or three.
            {
              name: 'transfers-contract',
              test: /src[\\/]contract[\\/](transfers|transfer-endpoints)\.ts$/,
              priority: 16,
            },
            {
              name: 'area-contract',
              test: /src[\\/]contract[\\/](area-endpoints|invoices|store)\.ts$/,
              priority: 16,
            },
            // Below the shared form primitives and sign-in modules, so the sign-in screens never load it.
            { name: 'dashboard', test: isDashboardFrameModule, priority: 15 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` runs the API on DEV_API_PORT; Vite proxies to it so the app is same-origin as in production.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}`,
      '/sandbox': `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}`,
      '/manifest.webmanifest': `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}`,
    },
  },
});
