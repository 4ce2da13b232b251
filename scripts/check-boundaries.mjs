// The import rules of DESIGN.md §2 and §6, checked on every lint:
// app, sw and server import only contract (the app may `import type` from server);
// contract imports no React, Node or DOM-only code; features do not import each other;
// ui/, lib/ and queries/ (the shared query layer) import no feature; a server module (src/server/modules/<name>/)
// imports shared server code and its own files, and another module only through that module's index.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts')) files.push(path);
  }
};
for (const dir of ['src', 'sw']) walk(join(root, dir));

const importRe = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const area = (file) => {
  const rel = relative(root, file).replaceAll('\\', '/');
  if (rel.startsWith('sw/')) return 'sw';
  const [, top] = rel.split('/');
  return top; // contract | app | server
};
const feature = (file) =>
  relative(root, file)
    .replaceAll('\\', '/')
    .match(/^src\/app\/features\/([^/]+)\//)?.[1];
const appLayer = (file) =>
  relative(root, file)
    .replaceAll('\\', '/')
    .match(/^src\/app\/(ui|lib|queries)\//)?.[1];

const serverModule = (file) =>
  relative(root, file)
    .replaceAll('\\', '/')
    .match(/^src\/server\/modules\/([^/]+)(\/.*)?$/);
// What builds the app from the modules (and tests, and the benchmark) may reach into them.
const composesModules = (file) =>
  /^src\/server\/(app|mounts|main)\.ts$|^src\/server\/bench\/|\.test\.ts$/.test(
    relative(root, file).replaceAll('\\', '/'),
  );

const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const from = area(file);
  for (const m of text.matchAll(importRe)) {
    const isType = Boolean(m[2]);
    const spec = m[3] ?? m[4];
    const where = `${relative(root, file)}: '${spec}'`;
    if (from === 'contract' && /^(react|react-dom|hono|drizzle-orm|pg|@electric-sql|node:)/.test(spec)) {
      problems.push(`${where} (contract must stay free of React, Node and server libraries)`);
    }
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    const to = area(target);
    if (from !== to && to !== 'contract' && !(from === 'app' && to === 'server' && isType)) {
      problems.push(`${where} (${from} may import only contract)`);
    }
    const ff = feature(file);
    const tf = feature(target);
    if (tf && ff && ff !== tf) problems.push(`${where} (features do not import other features)`);
    if (appLayer(file) && tf) problems.push(`${where} (ui/, lib/ and queries/ import no feature)`);
    const fm = serverModule(file)?.[1];
    const tm = serverModule(target);
    const intoInternals = tm && !/^(\/index(\.ts)?)?$/.test(tm[2] ?? '');
    if (tm && intoInternals && fm !== tm[1] && !composesModules(file)) {
      problems.push(`${where} (a server module is reached only through its index.ts)`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Import boundaries hold (${files.length} files).`);
