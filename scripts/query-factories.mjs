// Counts the query factories of the app per endpoint (DESIGN §6: one queryOptions factory per endpoint,
// in queries/). A factory is a queryOptions(...) (or an inline useQuery/useSuspenseQuery({...})) whose
// argument has a queryFn; its endpoints are the contract tables' entries named in that argument
// (`call(endpoints.wallets, ...)`), or in a function of the same file that the argument calls.
// `node scripts/query-factories.mjs` prints the endpoints with more than one factory.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const FACTORY_RE = /\b(queryOptions|infiniteQueryOptions|useQuery|useSuspenseQuery|useInfiniteQuery)\(/g;
const ENDPOINT_RE = /\b(\w*[eE]ndpoints)\.(\w+)\b/g;

/** The text from an opening bracket at `open` to its match, skipping strings and comments. */
export function balanced(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  return text.slice(open);
}

/** Top-level declarations of a file (functions, consts) by name, with their text. */
function declarations(text) {
  const found = new Map();
  const re = /^(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+)\s*(?::[^=]+)?=)/gm;
  const starts = [...text.matchAll(re)];
  starts.forEach((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].index : text.length;
    found.set(m[1] ?? m[2], text.slice(m.index + m[0].length, end));
  });
  return found;
}

/** The names a file imports from the app's own modules, each with the file it comes from. */
function imports(text, file) {
  const found = new Map();
  for (const m of text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/gm)) {
    const base = resolve(dirname(file), m[2]);
    const target = [`${base}.ts`, `${base}.tsx`].find((f) => existsSync(f));
    if (!target) continue;
    for (const part of m[1].split(',')) {
      const [name, alias] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name) found.set(alias ?? name, { file: target, name });
    }
  }
  return found;
}

/** The text without comments and with every string emptied, so only code names endpoints. */
function codeOnly(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, (m) =>
    m.startsWith('/') ? m.replace(/[^\n]/g, '') : `${m[0]}${m[0]}`,
  );
}

// The API client is the transport every call goes through (its token refresh is no use of an endpoint).
const TRANSPORT = /[\\/]lib[\\/]api-client\.ts$/;

function moduleOf(file, cache) {
  if (!cache.has(file)) {
    const source = readFileSync(file, 'utf8');
    const text = TRANSPORT.test(file) ? '' : codeOnly(source);
    cache.set(file, { text, declarations: declarations(text), imports: imports(source, file) });
  }
  return cache.get(file);
}

/**
 * The endpoints a piece of code names, directly or through the declarations (local or imported) it uses;
 * `composed` is set when it builds on another factory (its pages, say) rather than calling an endpoint.
 */
function endpointsIn(chunk, file, cache, seen, found = { composed: false }) {
  const names = new Set([...chunk.matchAll(ENDPOINT_RE)].map((m) => m[2]));
  const module = moduleOf(file, cache);
  for (const [word] of chunk.matchAll(/\b[A-Za-z_]\w*\b/g)) {
    const local = module.declarations.get(word);
    const imported = module.imports.get(word);
    const at = local !== undefined ? { file, name: word } : imported;
    const key = at && `${at.file}#${at.name}`;
    if (!at || seen.has(key)) continue;
    seen.add(key);
    const body = moduleOf(at.file, cache).declarations.get(at.name);
    // A query factory's own endpoints are its own: another factory named in this one is not followed.
    if (body === undefined) continue;
    if (new RegExp(FACTORY_RE.source).test(body)) {
      found.composed = true;
      continue;
    }
    for (const endpoint of endpointsIn(body, at.file, cache, seen, found)) names.add(endpoint);
  }
  return names;
}

/** Every factory of one file: its line and the endpoints it fetches. */
export function factoriesIn(file, cache = new Map()) {
  const { text } = moduleOf(file, cache);
  const factories = [];
  for (const m of text.matchAll(FACTORY_RE)) {
    const argument = balanced(text, m.index + m[0].length - 1);
    if (!/\bqueryFn\b/.test(argument)) continue;
    const line = text.slice(0, m.index).split('\n').length;
    const found = { composed: false };
    const endpoints = [...endpointsIn(argument, file, cache, new Set(), found)];
    // The page-after-page form of a call is a kind of its own (TanStack keeps the two caches apart).
    const kind = m[1].toLowerCase().includes('infinite') ? ' (infinite)' : '';
    factories.push({ line, endpoints: endpoints.map((e) => e + kind), composed: found.composed });
  }
  return factories;
}

/** endpoint name → the places (`file:line`) of its factories, over every non-test source of `dir`. */
export function factoriesByEndpoint(root, dir = 'src/app') {
  const byEndpoint = new Map();
  const unknown = [];
  const cache = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts')) {
        for (const f of factoriesIn(path, cache)) {
          const where = `${relative(root, path)}:${f.line}`;
          if (f.endpoints.length === 0 && !f.composed) unknown.push(where);
          for (const e of f.endpoints) byEndpoint.set(e, [...(byEndpoint.get(e) ?? []), where]);
        }
      }
    }
  };
  walk(join(root, dir));
  return { byEndpoint, unknown };
}

if (process.argv[1] === import.meta.filename) {
  const { byEndpoint, unknown } = factoriesByEndpoint(resolve(import.meta.dirname, '..'));
  const twice = [...byEndpoint].filter(([, places]) => places.length > 1);
  console.log(`${byEndpoint.size} endpoints with factories; ${twice.length} with more than one`);
  for (const [endpoint, places] of twice) console.log(`  ${endpoint} ×${places.length}: ${places.join(', ')}`);
  if (unknown.length > 0) console.log(`factories naming no endpoint: ${unknown.join(', ')}`);
}
