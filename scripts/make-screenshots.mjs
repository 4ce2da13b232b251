// Takes the manifest's screenshots (public/screenshots/*.webp: Chrome's richer install sheet shows them)
// from the built app with its demo data, as admin@demo.test on the overview: one narrow (a phone) and one
// wide (a desktop). Chromium keeps a screenshot only if both sides are 320-3840 px, the long side is at
// most 2.3 times the short one, and it has the aspect of the first one kept; Android shows the narrow
// ones and desktops the wide ones (docs/decisions/manifest-screenshots.md). WebP, encoded by Chromium's
// own canvas, keeps them a fraction of a PNG's bytes. The files are committed: builds never run this.
//   npm run build && node scripts/make-screenshots.mjs   (needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './bench/server.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public', 'screenshots');
/** The files src/server/modules/pwa/manifest.ts names, with the pixel sizes it states. */
const SHOTS = [
  { file: 'overview-narrow.webp', viewport: { width: 390, height: 844 }, scale: 2, isMobile: true },
  { file: 'overview-wide.webp', viewport: { width: 1280, height: 800 }, scale: 1, isMobile: false },
];
/** WebP quality: text stays crisp at 0.8; the files stay well under 100 KB. */
const QUALITY = 0.8;

mkdirSync(out, { recursive: true });
const server = await startServer(
  { root, server: join(root, 'dist-server', 'main.js'), static: join(root, 'dist') },
  Number(process.env.PORT ?? 4490),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** The PNG Playwright took, re-encoded as WebP by Chromium's canvas. */
async function toWebp(png) {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(
      async ({ base64, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d').drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { base64: png.toString('base64'), quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('this Chromium cannot encode WebP');
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}

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
    const webp = await toWebp(await page.screenshot());
    writeFileSync(join(out, shot.file), webp);
    await context.close();
    const { width, height } = shot.viewport;
    console.log(
      `public/screenshots/${shot.file}: ${width * shot.scale}x${height * shot.scale}, ${Math.round(webp.length / 1024)} KB`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
