import { Link } from '@tanstack/react-router';
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

/** Links between the sub-screens of an area, styled as tabs; the current one has aria-current. */
export function TabsNav({ label, items }: TabsNavProps) {
  return (
    <nav className="tabs-nav" aria-label={label}>
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
