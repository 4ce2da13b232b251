import { useLocation } from '@tanstack/react-router';
import { activeMenuItem, BOTTOM_TAB_ROUTES, type MenuItem } from '../../../contract/menu';
import { namedRoutePath } from '../../../contract/named-routes';
import { Icon } from './icons';
import { badgeLabel, type MenuCounts } from './menu-list';
import { RouteLink } from './route-link';

export interface BottomTabsProps {
  items: readonly MenuItem[] | null;
  counts: MenuCounts;
  moreOpen: boolean;
  onOpenMore: () => void;
}

/** The phone's tab bar (< 768 px): Overview, Transactions, Transfers (approvals badge), Balance, More. */
export function BottomTabs({ items, counts, moreOpen, onOpenMore }: BottomTabsProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const tabs = (items ?? []).filter((item) => BOTTOM_TAB_ROUTES.includes(item.name));
  tabs.sort((a, b) => BOTTOM_TAB_ROUTES.indexOf(a.name) - BOTTOM_TAB_ROUTES.indexOf(b.name));
  const active = items ? activeMenuItem(pathname, items) : null;
  const inMore = active !== null && !tabs.some((tab) => tab.name === active);
  return (
    <nav className="bottom-tabs" aria-label="Tabs">
      <ul>
        {tabs.map((item) => {
          const count = item.badge ? counts[item.badge] : null;
          return (
            <li key={item.name}>
              <RouteLink href={namedRoutePath(item.name)} className="tab" current={item.name === active}>
                <span className="tab-icon">
                  <Icon name={item.icon} size={22} />
                  {count ? (
                    <span className="tab-badge" aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                  ) : null}
                </span>
                <span className="tab-label">{item.label}</span>
                {count ? <span className="visually-hidden">{badgeLabel(item, count)}</span> : null}
              </RouteLink>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="tab"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            data-current={inMore || undefined}
            onClick={onOpenMore}
          >
            <span className="tab-icon">
              <Icon name="more" size={22} />
            </span>
            <span className="tab-label">More</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
