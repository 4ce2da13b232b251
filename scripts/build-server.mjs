// Bundles the server to dist-server/main.js (Node 20 cannot run .ts) and copies its migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// SERVER_OUT_DIR lets parallel work build side by side (default dist-server).
const out = process.env.SERVER_OUT_DIR ?? 'dist-server';
rmSync(out, { recursive: true, force: true });
await build({
  // The PGlite worker thread is its own file beside main.js (src/server/db/pglite-thread.ts starts it).
  entryPoints: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Native and WASM-carrying packages stay in node_modules.
  packages: 'external',
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`Built ${out}/main.js`);
