import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A concrete path built with namedRoutePath (the route files may be lazy or not yet built). */
  href: string;
  children: ReactNode;
  /** Marks the link as the current page. */
  current?: boolean;
}

/** A client-side link to a named route's concrete path. */
export function RouteLink({ href, children, current, ...rest }: RouteLinkProps) {
  return (
    <Link
      {...rest}
      // The named routes are built as strings; the router resolves them at run time.
      to={href as '/'}
      aria-current={current ? 'page' : undefined}
      activeProps={{}}
      activeOptions={{ exact: true, includeSearch: false }}
    >
      {children}
    </Link>
  );
}
