import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../src/contract/all-endpoints';
import { factoriesByEndpoint } from './query-factories.mjs';

// DESIGN §6: one queryOptions factory per endpoint, in queries/. Two factories of one endpoint let
// what the cache holds depend on which screen opened first (two keys, or one key with two fetchers).
describe('query factories', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A throwaway tree with the given files under src/app. */
  const tree = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'query-factories-'));
    dirs.push(root);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, 'src/app', path, '..'), { recursive: true });
      writeFileSync(join(root, 'src/app', path), text);
    }
    return root;
  };

  it('finds a second factory of an endpoint, also one reached through an imported function', () => {
    const root = tree({
      'queries/wallets.ts': `export const walletsQuery = () =>\n  queryOptions({ queryKey: ['wallets'], queryFn: () => call(endpoints.wallets, {}) });\n`,
      'features/overview/fetch.ts': `export async function balances() {\n  return call(endpoints.wallets, {});\n}\n`,
      'features/overview/api.ts': `import { balances } from './fetch';\n// endpoints.settlements in a comment is no use\nexport const q = () =>\n  queryOptions({ queryKey: ['w'], queryFn: () => balances() });\n`,
      'features/overview/api.test.ts': `queryOptions({ queryKey: ['t'], queryFn: () => call(endpoints.wallets) });\n`,
    });
    const { byEndpoint, unknown } = factoriesByEndpoint(root);
    expect(Object.fromEntries(byEndpoint)).toEqual({
      wallets: ['src/app/features/overview/api.ts:4', 'src/app/queries/wallets.ts:2'],
    });
    expect(unknown).toEqual([]);
  });

  it('counts an inline useQuery with a queryFn, and a factory naming no endpoint', () => {
    const root = tree({
      'features/a/screen.tsx': `const r = useQuery({ ...walletsQuery(), enabled: true });\nconst s = useQuery({ queryKey: ['x'], queryFn: () => fetch('/x') });\n`,
    });
    const { byEndpoint, unknown } = factoriesByEndpoint(root);
    expect(byEndpoint.size).toBe(0);
    expect(unknown).toEqual(['src/app/features/a/screen.tsx:2']);
  });

  it('keeps the page-after-page form apart, and lets a factory build on another', () => {
    const root = tree({
      'queries/staff.ts': [
        `export const staffQuery = (page: number) =>\n  queryOptions({ queryKey: ['staff', page], queryFn: () => call(payrollEndpoints.payrollEmployees, { page }) });`,
        `export const allStaffQuery = () =>\n  queryOptions({ queryKey: ['staff', 'all'], queryFn: ({ client }) => client.fetchQuery(staffQuery(1)) });`,
        `export const staffPagesQuery = () =>\n  infiniteQueryOptions({ queryKey: ['staff', 'pages'], queryFn: () => call(payrollEndpoints.payrollEmployees, {}) });`,
      ].join('\n'),
    });
    const { byEndpoint, unknown } = factoriesByEndpoint(root);
    expect(Object.fromEntries(byEndpoint)).toEqual({
      payrollEmployees: ['src/app/queries/staff.ts:2'],
      'payrollEmployees (infinite)': ['src/app/queries/staff.ts:6'],
    });
    expect(unknown).toEqual([]);
  });

  const app = factoriesByEndpoint(resolve(import.meta.dirname, '..'));

  it('the app has exactly one factory per endpoint', () => {
    const twice = [...app.byEndpoint]
      .filter(([, places]) => places.length > 1)
      .map(([e, p]) => `${e}: ${p.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it("the app's factories each fetch endpoints of the contract", () => {
    expect(app.unknown).toEqual([]);
    expect(
      [...app.byEndpoint.keys()]
        .map((name) => name.replace(' (infinite)', ''))
        .filter((name) => !(name in allEndpoints)),
    ).toEqual([]);
  });
});
