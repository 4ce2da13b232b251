// Takes the manifest's screenshots (public/screenshots/*.png: the richer install sheet of Chrome shows
// them) from the built app with its demo data, as admin@demo.test on the overview: one narrow (a phone)
// and one wide (a desktop). The PNGs are committed: builds never run this.
//   npm run build && node scripts/make-screenshots.mjs   (needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './bench/server.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public', 'screenshots');
const SHOTS = [
  // A phone's pixels are dense; a desktop install sheet shows the wide one at about its CSS size.
  { file: 'overview-narrow.png', viewport: { width: 390, height: 844 }, isMobile: true, scale: 2 },
  { file: 'overview-wide.png', viewport: { width: 1280, height: 800 }, isMobile: false, scale: 1 },
];

mkdirSync(out, { recursive: true });
const server = await startServer(
  { root, server: join(root, 'dist-server', 'main.js'), static: join(root, 'dist') },
  Number(process.env.PORT ?? 4490),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      isMobile: shot.isMobile,
      hasTouch: shot.isMobile,
      deviceScaleFactor: shot.scale,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/login`);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo-pass-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\//);
    await page.goto(`${server.origin}/dashboard/overview`);
    // The figures, not their skeletons; then whatever welcome or tour opens on a first visit is closed.
    await page.locator('.stat-value').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(out, shot.file) });
    await context.close();
    console.log(
      `public/screenshots/${shot.file} (${shot.viewport.width * shot.scale}×${shot.viewport.height * shot.scale})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
