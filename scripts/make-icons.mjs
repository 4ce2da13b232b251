// Draws the app icons (public/icons/*.png) from the brand mark of public/favicon.svg with the system
// Chromium, so they match the favicon pixel for pixel. The PNGs are committed: builds never run this.
//   node scripts/make-icons.mjs        (needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public', 'icons');
const BRAND = '#2b50d6';
// The white mark of favicon.svg, in its 32×32 box (bounding box x 9–23, y 10–20.5).
const MARK = 'M9 20.5 14 10h4l5 10.5h-3.6l-1-2.3h-4.9l-1 2.3H9Zm5.6-5h2.8L16 12.3l-1.4 3.2Z';
// Centre the mark vertically (its box centre is y 15.25).
const markCentred = `<path transform="translate(0 0.75)" d="${MARK}" fill="#fff"/>`;

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">${body}</svg>`;

/** Rounded brand square, transparent corners: the 'any' purpose icons and the favicon look. */
const rounded = svg(`<rect width="32" height="32" rx="8" fill="${BRAND}"/>${markCentred}`);
/**
 * Full-bleed square for masks (Android adaptive icons) and iOS (which rounds itself and turns
 * transparency black). The mark spans 44% of the width, well inside the maskable safe zone
 * (a centred circle of 80% diameter).
 */
const fullBleed = svg(`<rect width="32" height="32" fill="${BRAND}"/>${markCentred}`);
/** Shortcut glyphs on the rounded brand square. */
const overview = svg(
  `<rect width="32" height="32" rx="8" fill="${BRAND}"/>` +
    '<g fill="#fff"><rect x="8" y="16" width="4" height="8" rx="1"/><rect x="14" y="9" width="4" height="15" rx="1"/><rect x="20" y="12.5" width="4" height="11.5" rx="1"/></g>',
);
const pending = svg(
  `<rect width="32" height="32" rx="8" fill="${BRAND}"/>` +
    '<circle cx="16" cy="16" r="8" fill="none" stroke="#fff" stroke-width="2.4"/>' +
    '<path d="M16 11.5V16l3 2" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
);

const ICONS = [
  { file: 'icon-192.png', size: 192, art: rounded },
  { file: 'icon-512.png', size: 512, art: rounded },
  { file: 'maskable-192.png', size: 192, art: fullBleed },
  { file: 'maskable-512.png', size: 512, art: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, art: fullBleed },
  { file: 'shortcut-overview-96.png', size: 96, art: overview },
  { file: 'shortcut-pending-96.png', size: 96, art: pending },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<div id="icon" style="width:${icon.size}px;height:${icon.size}px">${icon.art}</div></body></html>`,
    );
    await page.locator('#icon').screenshot({ path: join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
