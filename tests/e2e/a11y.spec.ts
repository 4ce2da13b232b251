import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, scanA11y, signInByApi, test } from './helpers';

/**
 * Accessibility gate. Every spec's `test` comes from ./helpers, whose automatic fixture runs
 * axe on every screen a test visits; this file makes sure no spec slips past it, and walks the main
 * signed-in screens with their menus and dialogs open, on the phone and the desktop projects.
 */

const E2E_DIR = fileURLToPath(new URL('.', import.meta.url));

test('every e2e spec takes test from ./helpers, so axe scans its screens', () => {
  const escaping = readdirSync(E2E_DIR)
    .filter((f) => f.endsWith('.spec.ts'))
    .filter((f) =>
      /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(`${E2E_DIR}/${f}`, 'utf8')),
    );
  expect(escaping, 'specs importing test from @playwright/test bypass the axe fixture').toEqual([]);
});

test('the axe scan finds a serious violation when there is one', async ({ page }) => {
  // The gate must be able to fail: an unlabeled text field and an image without alt text.
  await page.setContent(
    '<main><h1>Broken</h1><input type="text"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>',
  );
  const findings = await scanA11y(page);
  expect(findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['image-alt', 'label']));
});

const SCREENS = [
  '/dashboard/overview/total',
  '/dashboard/transactions/all',
  '/dashboard/transfers/list',
  '/dashboard/transfers/pendingapprovals',
  '/dashboard/balance/index',
  '/dashboard/customers/list',
  '/dashboard/settings/general',
  '/dashboard/overview',
];

test('signed-in screens have no serious or critical violations', async ({ page }) => {
  // Nine screens, each waited for and scanned (twice when something shows up).
  test.setTimeout(240_000);
  await signInByApi(page, 'admin@demo.test');
  for (const path of SCREENS) {
    await page.goto(path);
    // The app's own screen (the server's first frame has no search box); the scan waits for it to settle.
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    const findings = await scanA11y(page);
    expect(findings, `axe on ${path}`).toEqual([]);
  }
});
