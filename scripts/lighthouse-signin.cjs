/**
 * lhci's puppeteerScript (lighthouserc.json): runs in the Chromium Lighthouse then audits, before each
 * URL's runs. Signed-in pages: signs in as admin@demo.test through the real login screen (the same form
 * and API a person uses; no test-only door), so the app stores its session in localStorage, which
 * Lighthouse keeps (its default clearStorageTypes leave local storage and IndexedDB alone, while the
 * service worker, Cache Storage and HTTP cache are cleared before every run). /login: signs out first.
 */
'use strict';

const EMAIL = 'admin@demo.test';
const PASSWORD = 'Demo-pass-2026';

/** @param {import('puppeteer-core').Browser} browser @param {{url: string}} context */
module.exports = async (browser, { url }) => {
  const origin = new URL(url).origin;
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    if (new URL(url).pathname.startsWith('/login')) {
      await page.evaluate(() => localStorage.clear());
      return;
    }
    const signedIn = await page.evaluate(() => localStorage.length > 0 && !location.pathname.startsWith('/login'));
    if (signedIn) return;
    await page.waitForSelector('input[type="email"], input[name="identifier"], input[autocomplete="username"]');
    await page.locator('input[type="email"], input[name="identifier"], input[autocomplete="username"]').fill(EMAIL);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await Promise.all([
      page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 30_000 }),
      page.locator('button[type="submit"]').click(),
    ]);
    // Let the first dashboard screen finish (it records the session and preferences).
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
  } finally {
    await page.close();
  }
};
