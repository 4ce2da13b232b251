import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, signInByApi, test, waitForActiveWorker } from './helpers';
import { withServiceWorker } from './chromium';
import { startPrivateServer } from './private-server';

// These journeys need the service worker, and the full browser.
test.use(withServiceWorker);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
  screenshots: (ManifestIcon & { form_factor: string; label: string })[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * Width and height of a WebP: the canvas of an extended file (VP8X), else the frame of a lossy (VP8) or
 * lossless (VP8L) one.
 */
function webpSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return `${bytes.readUIntLE(24, 3) + 1}x${bytes.readUIntLE(27, 3) + 1}`;
  if (chunk === 'VP8 ') return `${bytes.readUInt16LE(26) & 0x3fff}x${bytes.readUInt16LE(28) & 0x3fff}`;
  expect(chunk).toBe('VP8L');
  const bits = bytes.readUInt32LE(21);
  return `${(bits & 0x3fff) + 1}x${((bits >> 14) & 0x3fff) + 1}`;
}

/** Appended to the served worker: it answers which version it is, so the test can ask the controller. */
const versionProbe = (version: string) =>
  `self.addEventListener('message', (e) => { if (e.data === 'version?') e.ports[0].postMessage('${version}'); });`;

/** The controlling worker's version, as its probe answers. */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage('version?', [channel.port2]);
      }),
  );
}

/** Serves `source` as the worker, plain and precompressed as the build leaves it (scripts/precompress.mjs). */
function deployWorker(staticDir: string, source: string): void {
  const file = join(staticDir, 'sw.js');
  writeFileSync(file, source);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(source)));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(Buffer.from(source)));
}

test.describe('installable app', () => {
  test('the page links the brand-built manifest, with its icons and shortcuts', async ({ page, request }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');

    const response = await request.get(href as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('public, max-age=300');
    const manifest = (await response.json()) as Manifest;
    const brand = (await (await request.get('/api/v2/whitelabel/preferences')).json()).data as {
      merchant_name: string;
      primary_color: string;
    };
    expect(manifest).toMatchObject({
      id: '/',
      name: brand.merchant_name,
      short_name: 'Paydesk',
      start_url: '/dashboard/overview',
      scope: '/',
      display: 'standalone',
      background_color: brand.primary_color,
      theme_color: brand.primary_color,
    });
    expect(manifest.description).toContain(brand.merchant_name);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Overview', '/dashboard/overview'],
      ['Pending approvals', '/dashboard/transfers/pendingapprovals'],
    ]);

    // Every icon exists, is what it claims, and has the declared size.
    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)];
    expect(icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    expect(icons.some((i) => i.purpose === 'maskable' && i.sizes === '192x192')).toBe(true);
    expect(icons.some((i) => i.type === 'image/svg+xml')).toBe(true);
    for (const icon of icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
    expect(pngSize(await (await request.get('/icons/apple-touch-icon.png')).body())).toBe('180x180');
  });

  test('the manifest shows a phone and a desktop screenshot of their real size, within the limits Chromium keeps', async ({
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const file = await request.get(shot.src);
      expect(file.status(), shot.src).toBe(200);
      expect(file.headers()['content-type'], shot.src).toBe(shot.type);
      expect(shot.type).toBe('image/webp');
      // Chromium downloads the image and keeps it only if its real size is within its limits.
      expect(webpSize(await file.body()), shot.src).toBe(shot.sizes);
      const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
      const [short, long] = [Math.min(width, height), Math.max(width, height)];
      expect(short, shot.src).toBeGreaterThanOrEqual(320);
      expect(long, shot.src).toBeLessThanOrEqual(3840);
      expect(long / short, shot.src).toBeLessThanOrEqual(2.3);
      // A narrow screenshot is taller than wide, a wide one wider than tall.
      expect(width < height, shot.src).toBe(shot.form_factor === 'narrow');
      expect(shot.label.length, shot.src).toBeGreaterThan(0);
    }
  });

  test('Chromium finds no installability errors', async ({ playwright, baseURL, viewport, isMobile }, testInfo) => {
    // Playwright's contexts are incognito, where Chromium never installs ('in-incognito'): use a real profile.
    const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...withServiceWorker.launchOptions,
      baseURL,
      viewport,
      isMobile,
    });
    try {
      // Chromium's offer as the page sees it, whether or not the app was listening yet.
      await context.addInitScript(() => {
        window.addEventListener('beforeinstallprompt', () => {
          (window as Window & { offeredAt?: number }).offeredAt = performance.now();
        });
      });
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      // Chromium downloads the screenshots of its form factor before it answers or offers the install: its
      // image downloads show in DevTools' network log (Playwright's own events leave them out).
      const screenshotsFetched = new Set<string>();
      cdp.on('Network.requestWillBeSent', ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/screenshots/')) screenshotsFetched.add(path);
      });
      await cdp.send('Network.enable');
      await page.goto('/login');
      await waitForActiveWorker(page);
      const asked = Date.now();
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // For the record only (the machine's speed is no verdict): how long Chromium's own check took.
      testInfo.annotations.push({ type: 'installability check', description: `${Date.now() - asked} ms` });
      expect(installabilityErrors).toEqual([]);
      // A desktop Chromium (the phone project emulates a phone in one) shows the wide screenshot.
      expect([...screenshotsFetched]).toEqual(['/screenshots/overview-wide.webp']);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);

      // Installable, so Chromium offers it: the account menu then has 'Install app'.
      await signInByApi(page, 'admin@demo.test');
      await page.goto('/dashboard/overview');
      // Chromium offers the install (beforeinstallprompt) once its own checks of the page end, which on a
      // busy machine can take longer than the default wait.
      await page.waitForFunction(() => (window as Window & { offeredAt?: number }).offeredAt !== undefined, undefined, {
        timeout: 45_000,
      });
      testInfo.annotations.push({
        type: 'install offer',
        description: `${Math.round(await page.evaluate(() => (window as Window & { offeredAt?: number }).offeredAt ?? 0))} ms after the overview's navigation began`,
      });
      // The app kept the offer, whenever it came: the account menu has 'Install app'.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the worker serves the sign-in screen offline and caches no API answer', async ({ page, context }) => {
    await page.goto('/login');
    await waitForActiveWorker(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to');

    await context.setOffline(true);
    try {
      // The network is really gone for the page...
      expect(
        await page.evaluate(() =>
          fetch('/api/v2/whitelabel/preferences').then(
            () => 'online',
            () => 'offline',
          ),
        ),
      ).toBe('offline');
      // ...yet the app opens: a reload and a deep link both get the precached shell.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to');
      await expect(page.getByLabel('Email')).toBeVisible();
      await page.goto('/login?from=offline');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    // The shell and icons are precached; no API answer is.
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/icons/icon-192.png');
    expect(cached.some((path) => path.endsWith('.js'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  test('the sandbox pages and the API are never answered with the app shell', async ({ page }) => {
    await page.goto('/login');
    await waitForActiveWorker(page);
    // A navigation to /sandbox/outbox reaches the server's own page, not the app.
    await page.goto('/sandbox/outbox');
    await expect(page.locator('#root')).toHaveCount(0);
    const api = await page.goto('/api/v2/whitelabel/preferences');
    expect(api?.headers()['content-type']).toContain('application/json');
  });

  test('signed in, the top bar shows Offline while the connection is gone', async ({ page, context }, testInfo) => {
    await signInByApi(page, 'admin@demo.test');
    await page.goto('/dashboard/overview');
    await waitForActiveWorker(page);
    const chip = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect(chip).toHaveCount(0);

    await context.setOffline(true);
    try {
      await expect(chip).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('offline-top-bar.png') });
      // Reopened offline, the worker serves the shell and the chip is there from the start.
      await page.reload();
      await expect(chip).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(chip).toHaveCount(0);
  });

  test('the first visit is kept: the new worker takes over the page that installed it, whose figures open offline', async ({
    page,
    context,
  }) => {
    await signInByApi(page, 'admin@demo.test');
    await page.goto('/dashboard/overview/total');
    const balance = page.getByTestId('available-balance');
    await expect(balance).toBeVisible();
    const figure = await balance.innerText();
    // No reload: the worker registered after load controls this very page once it is active.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 30_000,
    });
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(balance).toHaveText(figure);
      await expect(page.getByTestId('last-updated')).toContainText('Last updated');
    } finally {
      await context.setOffline(false);
    }
  });

  test('on an iPhone, Install app explains Add to Home Screen', async ({ browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'an iPhone is a phone');
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    try {
      const page = await context.newPage();
      await signInByApi(page, 'admin@demo.test');
      await page.goto('/dashboard/overview');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Install app' }).click();
      const help = page.getByRole('dialog', { name: 'Install Paydesk' });
      await expect(help).toBeVisible();
      await expect(help.getByRole('listitem')).toHaveText([
        /Tap\s+Share in the browser toolbar\./,
        'Scroll down and tap Add to Home Screen.',
        'Tap Add.',
      ]);
      await page.screenshot({ path: testInfo.outputPath('ios-install-help.png') });
      await help.getByRole('button', { name: 'Done' }).click();
      await expect(help).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a new version is offered in a toast and loads only after Reload', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'The update flow is the same on a desktop');
    test.setTimeout(120_000);
    // The new version is deployed to a server of this test's own: no other journey sees it.
    const server = await startPrivateServer(testInfo);
    try {
      const built = readFileSync(join(server.staticDir, 'sw.js'), 'utf8');
      deployWorker(server.staticDir, `${built}\n${versionProbe('first')}\n`);
      await page.goto(`${server.baseURL}/login`);
      await waitForActiveWorker(page);
      expect(await controllerVersion(page)).toBe('first');

      // Deploy 'a new version': the browser installs it and it waits.
      deployWorker(server.staticDir, `${built}\n${versionProbe('next')}\n`);
      await page.evaluate(() => {
        (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
      });
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );

      const toast = page.getByText('A new version of the dashboard is available.');
      await expect(toast).toBeVisible();
      // Nothing switches without consent: the page and its worker stay as they were.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );
      expect(await controllerVersion(page)).toBe('first');
      expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

      // On Reload the page reloads under the new worker, which is active and no longer waiting.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(
        false,
      );
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
      expect(await controllerVersion(page)).toBe('next');
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        false,
      );
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to');
      await expect(toast).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });
});
