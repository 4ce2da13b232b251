import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_DONE_COOKIE } from '../contract/compliance-done';
import { FIRST_FRAMES_FILE, type FirstFrames } from '../contract/first-frame';
import { appDocument } from './app-document';
import { testServer } from './test/harness';

const dir = mkdtempSync(join(tmpdir(), 'app-document-'));
mkdirSync(join(dir, '.vite'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><title>Merchant Dashboard</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dir, 'assets/index-1.css'), '.entry{color:red}');
writeFileSync(join(dir, 'assets/dashboard-1.css'), '.shell{display:grid}');
writeFileSync(
  join(dir, '.vite/route-assets.json'),
  JSON.stringify({
    boot: ['/assets/react-1.js'],
    routes: [
      { path: '/login', js: ['/assets/login-1.js'], css: [] },
      { path: '/dashboard/overview/total', js: ['/assets/total-1.js'], css: ['/assets/dashboard-1.css'] },
      { path: '/dashboard/customers/$id', js: ['/assets/customer-1.js'], css: ['/assets/dashboard-1.css'] },
      { path: '/dashboard/customers/list', js: ['/assets/customers-1.js'], css: ['/assets/dashboard-1.css'] },
      { path: '/dashboard/compliance', js: ['/assets/compliance-1.js'], css: ['/assets/dashboard-1.css'] },
    ],
  }),
);
// Frames as the build renders them from the app's components (src/app/first-frame/ tests their markup).
const frames: FirstFrames = {
  routes: {
    '/login': '<div class="auth-layout"><span>{product}</span><h1 class="auth-title">Sign in to {product}</h1></div>',
    '/dashboard/overview/total': '<div class="shell"><h1 class="page-header-title">Total value</h1></div>',
    '/dashboard/compliance': '<div class="shell"><header class="compliance-header"></header></div>',
  },
  dashboard: '<div class="shell"><span class="sidebar-brand-name">{product}</span></div>',
};
writeFileSync(join(dir, FIRST_FRAMES_FILE), JSON.stringify(frames));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = appDocument(dir);

describe('the page the server sends for a screen', () => {
  it('inlines the entry styles (marked as already loaded), preloads the route code and sends the sign-in frame with the product name', () => {
    const html = doc.render('/login', 'Paydesk') ?? '';
    expect(html).toContain('<style data-href="/assets/index-1.css">.entry{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    // Marked as loaded for Vite's preload helper, or a chunk that names it would fetch it and wait.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled />');
    expect(html).toContain('<meta name="route-modules" content="/assets/react-1.js /assets/login-1.js" />');
    expect(html).toContain('<title>Paydesk</title>');
    expect(html).toContain('<meta name="application-name" content="Paydesk" />');
    expect(html).toContain(
      '<div id="root"><div class="auth-layout"><span>Paydesk</span><h1 class="auth-title">Sign in to Paydesk</h1></div></div>',
    );
  });

  it("gives a dashboard screen its route's frame and its styles, marked as already loaded", () => {
    const html = doc.render('/dashboard/overview/total/', 'Paydesk') ?? '';
    expect(html).toContain(`<div id="root">${frames.routes['/dashboard/overview/total']}</div>`);
    expect(html).toContain('<style data-href="/assets/dashboard-1.css">.shell{display:grid}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/dashboard-1.css" disabled />');
    expect(html).toContain('<meta name="route-modules" content="/assets/react-1.js /assets/total-1.js" />');
  });

  it('gives a dashboard path with no frame of its own the bare dashboard frame', () => {
    const html = doc.render('/dashboard/customers/list', 'Paydesk') ?? '';
    expect(html).toContain(
      '<div id="root"><div class="shell"><span class="sidebar-brand-name">Paydesk</span></div></div>',
    );
  });

  it('prefers a fixed path to a parameter, and matches parameters', () => {
    expect(doc.render('/dashboard/customers/list', 'Paydesk')).toContain('/assets/customers-1.js');
    expect(doc.render('/dashboard/customers/list', 'Paydesk')).not.toContain('/assets/customer-1.js');
    expect(doc.render('/dashboard/customers/123', 'Paydesk')).toContain('/assets/customer-1.js');
  });

  it('names the route a page was rendered for (the service worker keeps one page per route)', () => {
    expect(doc.route('/dashboard/customers/123/')).toBe('/dashboard/customers/$id');
    expect(doc.route('/dashboard/customers/list')).toBe('/dashboard/customers/list');
    expect(doc.route('/login')).toBe('/login');
    expect(doc.route('/nowhere')).toBeNull();
    expect(appDocument(join(dir, 'missing')).route('/login')).toBeNull();
  });

  it('sends the bare app for an unknown path, and escapes the product name', () => {
    const html = doc.render('/nowhere', '<Pay & "Co">') ?? '';
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="route-modules" content="/assets/react-1.js" />');
    expect(html).toContain('<title>&#60;Pay &#38; &#34;Co&#34;&#62;</title>');
    expect(html).not.toContain('<Pay');
    const login = doc.render('/login', "<Pay & $' Co>") ?? '';
    expect(login).toContain('<h1 class="auth-title">Sign in to &#60;Pay &#38; $&#39; Co&#62;</h1>');
    expect(login).not.toContain('<Pay');
  });

  it('sends pages without frames when the build wrote none', () => {
    const bare = mkdtempSync(join(tmpdir(), 'app-document-bare-'));
    try {
      writeFileSync(
        join(bare, 'index.html'),
        '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
      );
      expect(appDocument(bare).render('/dashboard/overview/total', 'Paydesk')).toContain('<div id="root"></div>');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('answers null while the app is not built', () => {
    expect(appDocument(join(dir, 'missing')).render('/login', 'Paydesk')).toBeNull();
  });
});

describe('the compliance screen of a business the app saw finish compliance', () => {
  it('is answered with the overview, by a redirect, only while the hint says done', async () => {
    const server = await testServer({ staticDir: dir });
    try {
      const done = await server.request('/dashboard/compliance', {
        headers: { cookie: `${COMPLIANCE_DONE_COOKIE}=1` },
      });
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/dashboard/overview');
      expect(done.headers.get('cache-control')).toBe('no-store');

      const notDone = await server.request('/dashboard/compliance');
      expect(notDone.status).toBe(200);
      expect(await notDone.text()).toContain('class="compliance-header"');
      // The hint only ever moves this one page.
      const other = await server.request('/dashboard/overview/total', {
        headers: { cookie: `${COMPLIANCE_DONE_COOKIE}=1` },
      });
      expect(other.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
