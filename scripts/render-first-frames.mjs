#!/usr/bin/env node
/**
 * After `vite build`: renders every screen's first frame from the app's own components
 * (src/app/first-frame/first-frames.tsx) into dist/.vite/first-frames.json, which the server reads to
 * send each screen's frame and heading with the page (src/server/app-document.ts). Vite's module
 * runner loads the components as the app's build does (TSX, CSS imports), in Node, once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runnerImport } from 'vite';

const dist = process.argv[2] ?? 'dist';
// The components' stylesheets are the built app's, inlined by the server: here they are left out.
const STYLESHEET = '\0first-frame-stylesheet';
const { module } = await runnerImport('/src/app/first-frame/first-frames.tsx', {
  configFile: false,
  logLevel: 'warn',
  plugins: [
    {
      name: 'first-frame-no-styles',
      enforce: 'pre',
      resolveId: (id) => (id.endsWith('.css') ? STYLESHEET : null),
      load: (id) => (id === STYLESHEET ? 'export {};' : null),
    },
  ],
});
const frames = module.renderFirstFrames();
const out = join(dist, module.FIRST_FRAMES_FILE);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(frames));
console.log(`first frames: ${Object.keys(frames.routes).length} routes → ${out}`);
