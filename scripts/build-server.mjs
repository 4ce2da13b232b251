// Bundles the server to dist-server/main.js (Node 20 cannot run .ts) and copies its migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist-server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist-server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Native and WASM-carrying packages stay in node_modules.
  packages: 'external',
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist-server/migrations', { recursive: true });
console.log('Built dist-server/main.js');
