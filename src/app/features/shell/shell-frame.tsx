import type { ReactNode } from 'react';
import { BrandMark } from '../../ui/brand-mark';
import { SearchInput } from './search-input';

export interface ShellFrameProps {
  productName: string;
  /** The breadcrumbs' row, kept empty at its height (screens with a page header). */
  breadcrumbs: boolean;
  /** The screen inside the frame: its heading and loading placeholders. */
  children: ReactNode;
}

/** Placeholders standing where the menu's rows, the top bar's controls and the tabs will be. */
function Bones({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <span key={index} className="app-shell-bone" />
  ));
}

/**
 * The dashboard frame (dashboard-frame.tsx) as the first frame shows it, before the app's code and the
 * menu have arrived: the sidebar with the brand, the top bar with its search field (drawn as the app
 * draws it, not yet usable), the breadcrumbs' row and the tab bar, the rest held by placeholders, all
 * hidden from assistive technology; the screen sits in the frame's main. Rendered at build time
 * (src/app/first-frame/), with the same classes as the app's frame, so nothing moves when the app
 * replaces it. Both bars are here; the styles show the one that fits.
 */
export function ShellFrame({ productName, breadcrumbs, children }: ShellFrameProps) {
  return (
    <div className="shell app-shell">
      <div className="sidebar" aria-hidden="true">
        <div className="sidebar-brand">
          <BrandMark />
          <span className="sidebar-brand-name">{productName}</span>
        </div>
        <div className="app-shell-menu">
          <Bones count={8} />
        </div>
      </div>
      <div className="shell-body">
        <div className="top-bar" aria-hidden="true">
          <div className="top-bar-row">
            <span className="top-bar-account">
              <span className="app-shell-top-account" />
            </span>
            <div className="top-bar-search">
              <div className="global-search">
                <SearchInput disabled tabIndex={-1} />
              </div>
            </div>
            <div className="top-bar-actions app-shell-top-actions">
              <Bones count={2} />
            </div>
          </div>
        </div>
        {breadcrumbs ? <nav className="shell-breadcrumbs" aria-hidden="true" /> : null}
        <main id="main" className="shell-main">
          {children}
        </main>
      </div>
      <div className="bottom-tabs" aria-hidden="true">
        <div className="app-shell-tabs">
          <Bones count={5} />
        </div>
      </div>
    </div>
  );
}
