/**
 * Signs in before a Lighthouse run (lhci's puppeteerScript in lighthouserc.json; npm run bench calls it
 * the same way): runs in the Chromium Lighthouse then audits. Signed-in pages: signs in through the real
 * login screen (the same form and API a person uses; no test-only door), so the app stores its session
 * in localStorage, which Lighthouse keeps (its default clearStorageTypes leave local storage and
 * IndexedDB alone, while the service worker, Cache Storage and HTTP cache are cleared before every run).
 * /login: signs out first.
 *
 * Who: admin@demo.test (Admin of Demo Stores Ltd) for every page but /dashboard/compliance, which is open
 * only while a business's compliance is incomplete (Demo Stores' is complete: the page sends it to the
 * overview), so it is measured as newbie@demo.test, the owner of an individual business with none filled;
 * '/dashboard/compliance#approved' is admin@demo.test opening that address (answered with the overview).
 * The public pages customers use (checkout, invoice, storefront) need no one: nothing is done for them.
 */
'use strict';

const PASSWORD = 'Demo-pass-2026';
const DEFAULT_USER = 'admin@demo.test';
/** Matched against the path and fragment, first match wins. */
const USERS = [
  [/^\/dashboard\/compliance#approved$/, DEFAULT_USER],
  [/^\/dashboard\/compliance(\/|$)/, 'newbie@demo.test'],
];

/** The public pages customers use: server-rendered, no session, no app code. */
const isPublicPage = (path) => /^\/(pay|donate|invoices|store|checkout|events)\//.test(path);

/** Origin → the user this script signed in there last (several pages share one browser's storage). */
const signedInAs = new Map();

/** @param {import('puppeteer-core').Browser} browser @param {{url: string}} context */
module.exports = async (browser, { url }) => {
  const { origin, pathname, hash } = new URL(url);
  if (isPublicPage(pathname)) return;
  const email = USERS.find(([path]) => path.test(`${pathname}${hash}`))?.[1] ?? DEFAULT_USER;
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    if (pathname.startsWith('/login')) {
      await page.evaluate(() => localStorage.clear());
      signedInAs.delete(origin);
      return;
    }
    const signedIn = await page.evaluate(() => localStorage.length > 0 && !location.pathname.startsWith('/login'));
    if (signedIn && signedInAs.get(origin) === email) return;
    if (signedIn) {
      // Someone else: forget that session here and sign in again.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    }
    await page.waitForSelector('input[type="email"], input[name="identifier"], input[autocomplete="username"]');
    await page.locator('input[type="email"], input[name="identifier"], input[autocomplete="username"]').fill(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await Promise.all([
      page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 30_000 }),
      page.locator('button[type="submit"]').click(),
    ]);
    signedInAs.set(origin, email);
    // Let the first dashboard screen finish (it records the session and preferences).
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
  } finally {
    await page.close();
  }
};
module.exports.isPublicPage = isPublicPage;
