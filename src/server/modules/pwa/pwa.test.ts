import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whitelabels } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { buildManifest, FALLBACK_BRAND_COLOR, manifestColor, shortNameOf } from './manifest';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

async function manifest(headers: Record<string, string> = {}) {
  const res = await s.app.request('/manifest.webmanifest', { headers });
  return { res, json: (await res.json()) as ReturnType<typeof buildManifest> };
}

describe('GET /manifest.webmanifest', () => {
  it('serves the installable manifest of the default brand, briefly cacheable', async () => {
    const { res, json } = await manifest();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(json).toMatchObject({
      id: '/',
      name: 'Paydesk',
      short_name: 'Paydesk',
      start_url: '/dashboard/overview',
      scope: '/',
      display: 'standalone',
      // The seeded brand's primary_color.
      background_color: '#1f4fd1',
      theme_color: '#1f4fd1',
    });
    expect(json.description).toContain('Paydesk');
    expect(json.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }),
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        expect.objectContaining({ type: 'image/svg+xml', sizes: 'any' }),
      ]),
    );
    // Every PNG the manifest names is in public/ with the pixel size it states (a browser drops an
    // icon whose size is wrong).
    const pngs = [...json.icons, ...json.shortcuts.flatMap((s) => s.icons)].filter((i) => i.type === 'image/png');
    for (const png of pngs) {
      const bytes = readFileSync(join('public', png.src));
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, png.src).toBe(png.sizes);
    }
    // The richer install sheet: a phone and a desktop screenshot, in public/ and small enough that
    // Chromium's download of them (before it offers the install) stays short on a phone's connection.
    expect(json.screenshots.map((shot) => [shot.form_factor, shot.type])).toEqual([
      ['narrow', 'image/webp'],
      ['wide', 'image/webp'],
    ]);
    for (const shot of json.screenshots) {
      expect(statSync(join('public', shot.src)).size, shot.src).toBeLessThanOrEqual(100 * 1024);
    }
    expect(json.shortcuts.map((shortcut) => [shortcut.name, shortcut.url, shortcut.icons[0]?.sizes])).toEqual([
      ['Overview', '/dashboard/overview', '96x96'],
      ['Pending approvals', '/dashboard/transfers/pendingapprovals', '96x96'],
    ]);
  });

  it('follows the brand row: a new name and colour show at the next fetch', async () => {
    await s.db
      .update(whitelabels)
      .set({ merchantName: 'Acme Merchant Suite', primaryColor: '#0A7B55' })
      .where(eq(whitelabels.id, 'default'));
    const { json } = await manifest();
    expect(json.name).toBe('Acme Merchant Suite');
    expect(json.short_name).toBe('Acme');
    expect(json.theme_color).toBe('#0a7b55');
    expect(json.background_color).toBe('#0a7b55');

    await s.db.update(whitelabels).set({ primaryColor: null }).where(eq(whitelabels.id, 'default'));
    expect((await manifest()).json.theme_color).toBe(FALLBACK_BRAND_COLOR);
  });

  it('answers the brand named by the white-label header, and the default one for an unknown id', async () => {
    await s.db.insert(whitelabels).values({ id: 'zest', merchantName: 'Zest Pay', primaryColor: '#c2410c' });
    const named = await manifest({ 'x-whitelabel-id': 'zest' });
    expect(named.json.name).toBe('Zest Pay');
    expect(named.json.theme_color).toBe('#c2410c');
    expect(named.res.headers.get('vary')).toMatch(/x-whitelabel-id/i);
    const unknown = await manifest({ 'x-whitelabel-id': 'nobody' });
    expect(unknown.json.name).not.toBe('Zest Pay');
  });

  it('is served by the app, not the SPA fallback, and carries the security headers', async () => {
    const { res } = await manifest();
    expect(res.headers.get('content-security-policy')).toContain("manifest-src 'self'");
  });
});

describe('manifest rules', () => {
  it('keeps only hex colours; anything else gets the brand mark blue', () => {
    expect(manifestColor('#ABC')).toBe('#abc');
    expect(manifestColor(' #1f4fd1 ')).toBe('#1f4fd1');
    for (const bad of [null, undefined, '', 'red', 'rgb(0,0,0)', '#12345', '#1f4fd1;x', '"><script>']) {
      expect(manifestColor(bad)).toBe(FALLBACK_BRAND_COLOR);
    }
  });

  it('shortens long names for launchers', () => {
    expect(shortNameOf('Paydesk')).toBe('Paydesk');
    expect(shortNameOf('Twelve chars')).toBe('Twelve chars');
    expect(shortNameOf('Acme Merchant Suite')).toBe('Acme');
    expect(shortNameOf('Supercalifragilistic Pay')).toBe('Supercalifra');
  });

  it('names an unnamed brand plainly', () => {
    expect(buildManifest({ merchantName: '  ', primaryColor: null }).name).toBe('Merchant Dashboard');
  });
});
