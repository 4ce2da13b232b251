import { describe, expect, it } from 'vitest';
import { PRODUCT_SLOT } from '../../contract/first-frame';
import { ROUTE_PATHS } from '../../contract/route-paths';
import { AUTH_HEADINGS } from '../features/auth/headings';
import { COMPLIANCE_HEADINGS } from '../features/compliance/headings';
import { OVERVIEW_HEADINGS } from '../features/overview/headings';
import { SEARCH_PLACEHOLDER } from '../features/shell/search-results';
import { allHeadings } from './all-headings';
import { renderFirstFrames } from './first-frames';

const frames = renderFirstFrames();

/** A frame as the browser would parse it. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the first frames rendered from the app’s components', () => {
  it('gives every screen with a heading a frame, and only routes of the app', () => {
    expect(Object.keys(frames.routes).sort()).toEqual(Object.keys(allHeadings).sort());
    expect(Object.keys(frames.routes).filter((path) => !ROUTE_PATHS.includes(path))).toEqual([]);
  });

  it('puts each heading in its frame, as the only h1, with the product name left for the server', () => {
    const wrong = Object.entries(allHeadings).filter(([path, heading]) => {
      const h1s = parse(frames.routes[path] ?? '').querySelectorAll('h1');
      return h1s.length !== 1 || h1s[0]?.textContent !== heading.title.replaceAll('{product}', PRODUCT_SLOT);
    });
    expect(wrong.map(([path]) => path)).toEqual([]);
  });

  it('shows the sign-in card with the brand, the heading and placeholders for the form', () => {
    const login = parse(frames.routes['/login'] ?? '');
    const heading = AUTH_HEADINGS['/login'];
    expect(login.querySelector('.auth-layout .auth-brand svg[aria-hidden="true"]')).not.toBeNull();
    expect(login.querySelector('.auth-brand span')?.textContent).toBe(PRODUCT_SLOT);
    expect(login.querySelector('h1.auth-title')?.textContent).toBe(heading.title);
    expect(login.querySelector('.auth-subtitle')?.textContent).toBe(heading.description);
    expect(login.querySelectorAll('.app-shell-form[role="status"] .app-shell-field')).toHaveLength(3);
    expect(login.querySelector('.auth-footer')?.textContent).toBe(`Secured connection · ${PRODUCT_SLOT}`);
  });

  it("shows a dashboard screen's page header inside the frame's bars, hidden from assistive technology", () => {
    const total = parse(frames.routes['/dashboard/overview/total'] ?? '');
    const heading = OVERVIEW_HEADINGS['/dashboard/overview/total'];
    expect(total.querySelector('.page-header-eyebrow')?.textContent).toBe(heading.eyebrow);
    expect(total.querySelector('h1.page-header-title')?.textContent).toBe(heading.title);
    expect(total.querySelector('.page-header-description')?.textContent).toBe(heading.description);
    // The about button holds its place but cannot be pressed before the app runs.
    const about = total.querySelector<HTMLButtonElement>('button.page-header-about');
    expect(about?.disabled).toBe(true);
    expect(total.querySelector('.sidebar[aria-hidden="true"] .sidebar-brand-name')?.textContent).toBe(PRODUCT_SLOT);
    expect(total.querySelector('.top-bar[aria-hidden="true"]')).not.toBeNull();
    // The top bar's search field as the app draws it, with the spec's words, not usable yet.
    const search = total.querySelector<HTMLInputElement>('.top-bar .global-search input.global-search-input');
    expect(search?.placeholder).toBe(SEARCH_PLACEHOLDER);
    expect(search?.disabled).toBe(true);
    expect(search?.tabIndex).toBe(-1);
    expect(total.querySelector('.bottom-tabs[aria-hidden="true"]')).not.toBeNull();
    expect(total.querySelector('nav.shell-breadcrumbs[aria-hidden="true"]')).not.toBeNull();
    expect(total.querySelector('main#main .screen .skeleton[role="status"]')).not.toBeNull();
  });

  it("paints the compliance screen's own heading, with its greeting line empty and no breadcrumbs", () => {
    const compliance = parse(frames.routes['/dashboard/compliance'] ?? '');
    const heading = COMPLIANCE_HEADINGS['/dashboard/compliance'];
    expect(compliance.querySelector('.compliance-eyebrow')?.textContent).toBe('');
    expect(compliance.querySelector('.compliance-header h1')?.textContent).toBe(heading.title);
    expect(compliance.querySelector('.compliance-description')?.textContent).toBe(heading.description);
    expect(compliance.querySelector('.page-header')).toBeNull();
    expect(compliance.querySelector('.shell-breadcrumbs')).toBeNull();
  });

  it('gives other dashboard paths the bars alone', () => {
    const dashboard = parse(frames.dashboard);
    expect(dashboard.querySelector('h1')).toBeNull();
    expect(dashboard.querySelector('.shell .bottom-tabs')).not.toBeNull();
    expect(dashboard.querySelector('main#main .skeleton')).not.toBeNull();
  });

  it('escapes heading text as HTML', () => {
    const html = frames.routes['/dashboard/compliance'] ?? '';
    expect(COMPLIANCE_HEADINGS['/dashboard/compliance'].title).toContain("'");
    expect(html).not.toMatch(/<h1>[^<]*'/);
  });
});
