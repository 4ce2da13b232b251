#!/usr/bin/env node
/**
 * npm run size [-- --dir dist] [--json .tmp/size.json]
 *
 * The bundle budget: for every route of the app, the JavaScript and CSS its first screen needs,
 * brotli-compressed as the server sends them (scripts/precompress.mjs writes .br files that the server
 * serves to every browser accepting br; gzip is printed too for the others), read from the built app:
 *   - dist/.vite/manifest.json gives each chunk's static imports and CSS;
 *   - src/app/routeTree.gen.ts gives each route's file and its parents (the router loads the split
 *     component of every route in the matched chain, and their static imports, before the screen shows);
 *   - the chunks' source maps say which modules each chunk holds.
 * First load of a route = the entry (index.html's script and its static imports) + the split component
 * chunk of each route in its chain + their static imports. Chunks loaded later (dynamic imports inside
 * a screen: dialogs, charts loaded on demand) are not counted: they are not needed for the first screen.
 *
 * Fails when a route is over budget, or when charts (uPlot, nivo), the compliance accordion or the
 * store editor are in the first load of a route that is not theirs.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    routes: { type: 'string', default: 'src/app/routeTree.gen.ts' },
    json: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});

const KB = 1024;
/** Budgets in KiB of gzip-compressed JavaScript (the numbers; CSS is printed, not budgeted). */
const BUDGET_PUBLIC_JS = 120; // /login and the other signed-out screens
const BUDGET_SIGNED_IN_JS = 200; // every /dashboard route

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

const dist = args.dir;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build first (npx vite build; build.manifest is on in vite.config.ts)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Routes from the generated tree: variable → { file, id, path, parent }. */
function readRoutes(file) {
  const src = readFileSync(file, 'utf8');
  const files = new Map();
  for (const m of src.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) files.set(m[1], m[2]);
  const routes = new Map();
  const re = /const (\w+) =\s*(\w+)\.update\(\{([\s\S]*?)\} as any\)/g;
  for (const m of src.matchAll(re)) {
    const body = m[3];
    const path = body.match(/path: '([^']*)'/)?.[1];
    const parent = body.match(/getParentRoute: \(\) => (\w+)/)?.[1];
    routes.set(m[1], { variable: m[1], file: files.get(m[2]), path, parent });
  }
  const fullPath = (r) => {
    if (!r || r.parent === 'rootRouteImport' || !r.parent) return joinPath('', r?.path ?? '');
    return joinPath(fullPath(routes.get(r.parent)), r.path ?? '');
  };
  const chain = (r) => {
    const out = [];
    for (let x = r; x; x = routes.get(x.parent)) out.unshift(x.file);
    return out;
  };
  const parents = new Set([...routes.values()].map((r) => r.parent));
  return [...routes.values()].map((r) => ({
    ...r,
    fullPath: fullPath(r),
    chain: chain(r),
    leaf: !parents.has(r.variable),
  }));
}

function joinPath(a, b) {
  const p = `${a.replace(/\/$/, '')}/${b.replace(/^\//, '')}`;
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/** Static closure of manifest keys: files of JS and CSS. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return { js, css };
}

const sizeCache = new Map();
/** Compressed sizes of a built file: the .br/.gz the build wrote, or compressed here the same way. */
function sizes(file) {
  if (!sizeCache.has(file)) {
    const path = join(dist, file);
    const raw = readFileSync(path);
    const br = existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizeCache.set(file, { br, gz: gzipSync(raw, { level: 9 }).length });
  }
  return sizeCache.get(file);
}
const sum = (files, kind = 'br') => [...files].reduce((n, f) => n + sizes(f)[kind], 0);

const modulesCache = new Map();
/** Source modules of a chunk, from its source map. */
function modulesOf(file) {
  if (!modulesCache.has(file)) {
    const map = join(dist, `${file}.map`);
    modulesCache.set(
      file,
      existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources.map((s) => s.replace(/^(\.\.\/)+/, '')) : [],
    );
  }
  return modulesCache.get(file);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');

const routes = readRoutes(args.routes).filter((r) => r.file && (args.all || r.leaf));
const rows = [];
const failures = [];
/** Heavy part (and chunk) → routes whose first load holds it, reported once per part. */
const heavyFailures = new Map();
for (const route of routes.sort((a, b) => a.fullPath.localeCompare(b.fullPath))) {
  const split = route.chain.map((f) => `src/app/routes/${f}.tsx?tsr-split=component`).filter((k) => manifest[k]);
  const { js, css } = closure([entryKey, ...split]);
  const jsBytes = sum(js);
  const jsGzip = sum(js, 'gz');
  const cssBytes = sum(css);
  const signedIn = route.fullPath.startsWith('/dashboard');
  const budget = (signedIn ? BUDGET_SIGNED_IN_JS : BUDGET_PUBLIC_JS) * KB;
  const heavy = [];
  for (const h of HEAVY) {
    if (h.allowed(route.fullPath)) continue;
    const found = [...js].filter((f) => modulesOf(f).some((m) => h.module.test(m)));
    if (found.length > 0) heavy.push(`${h.name} in ${found.join(', ')}`);
  }
  const over = jsBytes > budget;
  if (over) failures.push(`${route.fullPath}: ${(jsBytes / KB).toFixed(1)} KiB JS (brotli) > ${budget / KB} KiB`);
  for (const h of heavy) heavyFailures.set(h, [...(heavyFailures.get(h) ?? []), route.fullPath]);
  rows.push({
    route: route.fullPath,
    jsBytes,
    jsGzip,
    cssBytes,
    chunks: js.size,
    budget,
    ok: !over && heavy.length === 0,
  });
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const width = Math.max(...rows.map((r) => r.route.length), 5);
console.log(`First-load JavaScript and CSS per route, brotli (gzip beside it), KiB = 1024 bytes, from ${manifestPath}`);
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
for (const h of HEAVY) {
  const where = rows.filter((r) => {
    const route = routes.find((x) => x.fullPath === r.route);
    const split = route.chain.map((f) => `src/app/routes/${f}.tsx?tsr-split=component`).filter((k) => manifest[k]);
    return [...closure([entryKey, ...split]).js].some((f) => modulesOf(f).some((m) => h.module.test(m)));
  });
  console.log(
    `${h.name}: in the first load of ${where.length === 0 ? 'no route' : where.map((r) => r.route).join(', ')}`,
  );
}
for (const [what, where] of heavyFailures) {
  const shown = where.slice(0, 6).join(', ');
  failures.push(
    `${what}: in the first load of ${where.length} other route(s): ${shown}${where.length > 6 ? ', ...' : ''}`,
  );
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
