import { Link, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import './data.css';

export interface TabsNavItem {
  label: string;
  /** An app path (params already filled). */
  to: string;
  /** Search params of the tab (tabs kept in the query string). */
  search?: Record<string, string>;
  /** false: also current on the path's children. */
  exact?: boolean;
}

export interface TabsNavProps {
  label: string;
  items: readonly TabsNavItem[];
}

/**
 * Brings the current tab into the strip's view: on a phone the strip scrolls sideways, and a tab
 * opened from elsewhere (a link, the back button) may sit beyond its right edge. Only the strip
 * scrolls, never the page, and at once (no animation to reduce).
 */
export function revealCurrentTab(strip: HTMLElement): void {
  const current = strip.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const box = strip.getBoundingClientRect();
  const tab = current.getBoundingClientRect();
  if (tab.left >= box.left && tab.right <= box.right) return;
  strip.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
}

/** Links between the sub-screens of an area, styled as tabs; the current one has aria-current. */
export function TabsNav({ label, items }: TabsNavProps) {
  const strip = useRef<HTMLElement>(null);
  const href = useRouterState({ select: (state) => state.location.href });
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when the current tab or the tabs change
  useLayoutEffect(() => {
    if (strip.current) revealCurrentTab(strip.current);
  }, [href, items.length]);
  return (
    <nav className="tabs-nav" aria-label={label} ref={strip}>
      <ul>
        {items.map((item) => (
          <li key={`${item.to}${JSON.stringify(item.search ?? {})}`}>
            <Link
              // biome-ignore lint/suspicious/noExplicitAny: paths of several areas, filled beforehand
              to={item.to as any}
              // biome-ignore lint/suspicious/noExplicitAny: as above
              search={item.search as any}
              className="tabs-nav-link"
              activeOptions={{ exact: item.exact ?? true, includeSearch: Boolean(item.search) }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
