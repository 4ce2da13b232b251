/**
 * Which built files each route of the app needs for its first screen, from the Vite manifest
 * (dist/.vite/manifest.json: each chunk's static imports and CSS) and the generated route tree
 * (src/app/routeTree.gen.ts: each route's file and parent). The router loads the split component and
 * loader of every route in the matched chain, with their static imports, before the screen shows.
 * Used by the bundle budget (scripts/bundle-budget.mjs) and by the build's route-assets.json, from which
 * the server preloads a route's files in the page it sends (src/server/app-document.ts).
 */
import { readFileSync } from 'node:fs';

/** Routes from the generated tree: { variable, file, path, parent, fullPath, chain, leaf }. */
export function readRoutes(file) {
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

export function readManifest(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function entryKeyOf(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('No entry in the Vite manifest');
  return key;
}

/** Static closure of manifest keys: the JS and CSS files they load. */
export function closure(manifest, keys) {
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

/** Manifest keys of the split parts the router loads for a route's first screen: the component and loader of each route in the chain. */
export function routeSplitKeys(manifest, route) {
  return route.chain.flatMap((f) =>
    ['component', 'loader'].map((s) => `src/app/routes/${f}.tsx?tsr-split=${s}`).filter((k) => manifest[k]),
  );
}

/** The first load of a route: the entry's files, the start-up steps it imports (src/app/main.ts), and the files of its chain's split parts. */
export function firstLoad(manifest, route) {
  const entryKey = entryKeyOf(manifest);
  return closure(manifest, [
    entryKey,
    ...(manifest[entryKey].dynamicImports ?? []),
    ...routeSplitKeys(manifest, route),
  ]);
}
