import '../../ui/data.css';
import { useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { activeMenuItem, MENU_SECTION_LABELS, type MenuItem, type MenuSection } from '../../../contract/menu';
import { namedRoutePath } from '../../../contract/named-routes';
import { Icon } from './icons';
import { RouteLink } from './route-link';

export interface MenuCounts {
  pendingApprovals: number | null;
  pendingChargebacks: number | null;
}

export const badgeLabel = (item: MenuItem, count: number) =>
  item.badge === 'pendingApprovals' ? `${count} awaiting approval` : `${count} pending`;

function MenuLink({
  item,
  counts,
  current,
  collapsed,
  onNavigate,
}: {
  item: MenuItem;
  counts: MenuCounts;
  current: boolean;
  collapsed: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const count = item.badge ? counts[item.badge] : null;
  return (
    <RouteLink
      href={namedRoutePath(item.name)}
      className="menu-link"
      current={current}
      title={collapsed ? item.label : undefined}
      onClick={onNavigate}
    >
      <Icon name={item.icon} />
      <span className="menu-label">{item.label}</span>
      {count ? (
        <span className="menu-badge">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden">{badgeLabel(item, count)}</span>
        </span>
      ) : null}
    </RouteLink>
  );
}

export interface MenuListProps {
  items: readonly MenuItem[] | null;
  counts: MenuCounts;
  sections: readonly MenuSection[];
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** Menu sections with their items; skeleton rows while the brand's menu preferences load. */
export function MenuList({ items, counts, sections, collapsed = false, onNavigate }: MenuListProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const uid = useId();
  if (items === null) {
    return (
      <div className="menu-skeleton" role="status" aria-busy="true">
        <span className="visually-hidden">Loading the menu</span>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <span key={i} className="skeleton-line shell-skeleton shell-skeleton-row" />
        ))}
      </div>
    );
  }
  const active = activeMenuItem(pathname, items);
  return (
    <>
      {sections.map((section) => {
        const inSection = items.filter((item) => item.section === section);
        if (inSection.length === 0) return null;
        const headingId = `${uid}-${section}`;
        return (
          <div key={section} className="menu-section">
            {section === 'footer' ? null : (
              <h2 className="menu-section-title" id={headingId} data-collapsed={collapsed || undefined}>
                {MENU_SECTION_LABELS[section]}
              </h2>
            )}
            <ul className="menu-items" aria-labelledby={section === 'footer' ? undefined : headingId}>
              {inSection.map((item) => (
                <li key={item.name}>
                  <MenuLink
                    item={item}
                    counts={counts}
                    current={item.name === active}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
