#!/usr/bin/env node
/**
 * npm run size [-- --dir dist] [--json .tmp/size.json]
 *
 * The bundle budget: for every route of the app, the JavaScript and CSS its first screen needs,
 * brotli-compressed as the server sends them (scripts/precompress.mjs writes .br files that the server
 * serves to every browser accepting br; gzip is printed too for the others), read from the built app:
 *   - dist/.vite/manifest.json gives each chunk's static imports and CSS;
 *   - src/app/routeTree.gen.ts gives each route's file and its parents (the router loads the split
 *     component and loader of every route in the matched chain, and their static imports, before the
 *     screen shows);
 *   - the chunks' source maps say which modules each chunk holds.
 * First load of a route = the entry (index.html's script and its static imports) + the split component
 * and loader chunks of each route in its chain + their static imports (scripts/lib/route-chunks.mjs).
 * Chunks loaded later (dynamic imports inside a screen: dialogs, charts loaded on demand) are not
 * counted: they are not needed for the first screen.
 *
 * Fails when a route is over budget, or when charts (uPlot, nivo), the compliance accordion or the
 * store editor are in the first load of a route that is not theirs.
 *
 * `measureBundle` is the same measurement for other scripts (npm run bench reports each page's first load).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstLoad, readRoutes } from './lib/route-chunks.mjs';

export const KB = 1024;
/** Budgets in KiB of brotli-compressed JavaScript, as served (CSS is printed, not budgeted). */
export const BUDGET_PUBLIC_JS = 120; // /login and the other signed-out screens
export const BUDGET_SIGNED_IN_JS = 200; // every /dashboard route

/** Heavy parts that must stay out of other routes' first load; `allowed` are the routes that own them. */
const HEAVY = [
  {
    name: 'sonner (toasts load on first use through ui/toast.ts)',
    module: /node_modules\/sonner\//,
    allowed: () => false,
  },
  {
    name: 'charts (uPlot, nivo)',
    module: /node_modules\/(uplot|@nivo|d3-[a-z-]+)\//,
    allowed: (path) => path === '/dashboard/overview/total',
  },
  {
    name: 'compliance accordion',
    module: /src\/app\/features\/compliance\/.*\.tsx$/,
    allowed: (path) => path === '/dashboard/compliance',
  },
  {
    name: 'store editor',
    module: /src\/app\/features\/store\/.*(editor|manage|form)[^/]*\.tsx?$/,
    allowed: (path) => path.startsWith('/dashboard/store/'),
  },
];

/** The JS budget of a route, in bytes (brotli). */
export const budgetOf = (path) => (path.startsWith('/dashboard') ? BUDGET_SIGNED_IN_JS : BUDGET_PUBLIC_JS) * KB;

/**
 * First-load JavaScript and CSS of every route of a build (leaf routes unless `all`), with the budget
 * verdicts. Returns { manifestPath, rows: [{ route, jsBytes, jsGzip, cssBytes, chunks, budget, ok }],
 * heavyIn: [{ name, routes }], failures: [text] }.
 */
export function measureBundle({ dir = 'dist', routesFile = 'src/app/routeTree.gen.ts', all = false } = {}) {
  const manifestPath = join(dir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No ${manifestPath}: build first (npx vite build; build.manifest is on in vite.config.ts)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  const sizeCache = new Map();
  /** Compressed sizes of a built file: the .br/.gz the build wrote, or compressed here the same way. */
  const sizes = (file) => {
    if (!sizeCache.has(file)) {
      const path = join(dir, file);
      const raw = readFileSync(path);
      const br = existsSync(`${path}.br`)
        ? readFileSync(`${path}.br`).length
        : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sizeCache.set(file, { br, gz: gzipSync(raw, { level: 9 }).length });
    }
    return sizeCache.get(file);
  };
  const sum = (files, kind = 'br') => [...files].reduce((n, f) => n + sizes(f)[kind], 0);

  const modulesCache = new Map();
  /** Source modules of a chunk, from its source map. */
  const modulesOf = (file) => {
    if (!modulesCache.has(file)) {
      const map = join(dir, `${file}.map`);
      modulesCache.set(
        file,
        existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources.map((s) => s.replace(/^(\.\.\/)+/, '')) : [],
      );
    }
    return modulesCache.get(file);
  };

  const routes = readRoutes(routesFile).filter((r) => r.file && (all || r.leaf));
  const rows = [];
  const failures = [];
  /** Heavy part → routes whose first load holds it (allowed or not). */
  const where = new Map(HEAVY.map((h) => [h.name, []]));
  /** Heavy part (and chunk) → routes whose first load holds it though not theirs, reported once per part. */
  const heavyFailures = new Map();
  for (const route of routes.sort((a, b) => a.fullPath.localeCompare(b.fullPath))) {
    const { js, css } = firstLoad(manifest, route);
    const jsBytes = sum(js);
    const budget = budgetOf(route.fullPath);
    const heavy = [];
    for (const h of HEAVY) {
      const found = [...js].filter((f) => modulesOf(f).some((m) => h.module.test(m)));
      if (found.length === 0) continue;
      where.get(h.name).push(route.fullPath);
      if (!h.allowed(route.fullPath)) heavy.push(`${h.name} in ${found.join(', ')}`);
    }
    const over = jsBytes > budget;
    if (over) failures.push(`${route.fullPath}: ${(jsBytes / KB).toFixed(1)} KiB JS (brotli) > ${budget / KB} KiB`);
    for (const h of heavy) heavyFailures.set(h, [...(heavyFailures.get(h) ?? []), route.fullPath]);
    rows.push({
      route: route.fullPath,
      jsBytes,
      jsGzip: sum(js, 'gz'),
      cssBytes: sum(css),
      chunks: js.size,
      budget,
      ok: !over && heavy.length === 0,
    });
  }
  for (const [what, routesHolding] of heavyFailures) {
    const shown = routesHolding.slice(0, 6).join(', ');
    failures.push(
      `${what}: in the first load of ${routesHolding.length} other route(s): ${shown}${routesHolding.length > 6 ? ', ...' : ''}`,
    );
  }
  return { manifestPath, rows, heavyIn: [...where].map(([name, r]) => ({ name, routes: r })), failures };
}

function main() {
  const { values: args } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      routes: { type: 'string', default: 'src/app/routeTree.gen.ts' },
      json: { type: 'string' },
      all: { type: 'boolean', default: false },
    },
  });
  let measured;
  try {
    measured = measureBundle({ dir: args.dir, routesFile: args.routes, all: args.all });
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
  const { manifestPath, rows, heavyIn, failures } = measured;
  const pad = (s, n) => String(s).padEnd(n);
  const lpad = (s, n) => String(s).padStart(n);
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(
    `First-load JavaScript and CSS per route, brotli (gzip beside it), KiB = 1024 bytes, from ${manifestPath}`,
  );
  console.log(
    `${pad('route', width)}  ${lpad('JS br', 7)}  ${lpad('JS gz', 7)}  ${lpad('CSS br', 7)}  ${lpad('chunks', 6)}  ${lpad('budget', 6)}`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.route, width)}  ${lpad((r.jsBytes / KB).toFixed(1), 7)}  ${lpad((r.jsGzip / KB).toFixed(1), 7)}  ${lpad((r.cssBytes / KB).toFixed(1), 7)}  ${lpad(r.chunks, 6)}  ${lpad(r.budget / KB, 6)}${r.ok ? '' : '  FAIL'}`,
    );
  }
  const max = (pred) => rows.filter(pred).reduce((m, r) => Math.max(m, r.jsBytes), 0);
  console.log(
    `Largest: signed-out ${(max((r) => !r.route.startsWith('/dashboard')) / KB).toFixed(1)} KiB of ${BUDGET_PUBLIC_JS}, signed-in ${(max((r) => r.route.startsWith('/dashboard')) / KB).toFixed(1)} KiB of ${BUDGET_SIGNED_IN_JS}`,
  );
  for (const { name, routes } of heavyIn) {
    console.log(`${name}: in the first load of ${routes.length === 0 ? 'no route' : routes.join(', ')}`);
  }
  if (args.json) {
    mkdirSync(dirname(args.json), { recursive: true });
    writeFileSync(args.json, `${JSON.stringify(rows, null, 2)}\n`);
  }
  if (failures.length > 0) {
    console.error(`\nBundle budget FAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Bundle budget passed.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
