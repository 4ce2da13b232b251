#!/usr/bin/env node
/**
 * After `vite build`: writes dist/.vite/route-assets.json, the JS and CSS each screen's first load needs
 * beyond what index.html already loads: `boot`, the app's start-up steps (the entry's dynamic imports),
 * the same for every screen; per route, its own code and the styles of its first screen. The server puts them in the page it sends for that route
 * (modulepreload and stylesheet links, src/server/app-document.ts), so a phone fetches the route's code
 * in parallel with the entry instead of discovering it only after the entry has run.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closure, entryKeyOf, firstLoad, readManifest, readRoutes } from './lib/route-chunks.mjs';

const dist = process.argv[2] ?? 'dist';
const manifest = readManifest(join(dist, '.vite/manifest.json'));
const entryKey = entryKeyOf(manifest);
const entry = closure(manifest, [entryKey]);
// The entry starts the app in steps by dynamic imports (src/app/main.ts); every page needs them.
const boot = closure(manifest, manifest[entryKey].dynamicImports ?? []);
const bootJs = [...boot.js].filter((f) => !entry.js.has(f));
// Signed in, the start-up restores the last-seen answers before the loaders ask the server
// (src/app/start.tsx, restoreCache): its module named with a dashboard screen's, or the calls wait a
// round trip for it.
const signedIn = closure(manifest, ['src/app/lib/query-persistence.ts']);
if (signedIn.js.size === 0) throw new Error('route-assets: src/app/lib/query-persistence.ts is not in the manifest');
const routes = readRoutes('src/app/routeTree.gen.ts')
  .filter((r) => r.file)
  .map((route) => {
    const { js, css } = firstLoad(manifest, route);
    if (route.fullPath.startsWith('/dashboard')) for (const f of signedIn.js) js.add(f);
    return {
      path: route.fullPath,
      js: [...js].filter((f) => !entry.js.has(f) && !boot.js.has(f)).map((f) => `/${f}`),
      css: [...new Set([...boot.css, ...css])].filter((f) => !entry.css.has(f)).map((f) => `/${f}`),
    };
  });
writeFileSync(
  join(dist, '.vite/route-assets.json'),
  `${JSON.stringify({ boot: bootJs.map((f) => `/${f}`), routes }, null, 1)}\n`,
);
console.log(`Wrote ${join(dist, '.vite/route-assets.json')}: first-load files of ${routes.length} routes`);
