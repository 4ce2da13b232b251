import { useState } from 'react';
import type { MenuItem } from '../../../contract/menu';
import { useWhiteLabel } from '../../lib/whitelabel';
import { BrandMark } from '../../ui/brand-mark';
import { AccountSwitcher } from './account-switcher';
import { Icon } from './icons';
import { type MenuCounts, MenuList } from './menu-list';
import { ModeSwitch } from './mode-switch';
import { ProductUpdate } from './product-update';
import { UI_FLAG_KEYS, uiFlag } from './ui-flags';

export interface SidebarProps {
  items: readonly MenuItem[] | null;
  counts: MenuCounts;
  complianceStatus: string;
}

/** The sidebar of tablets and desktops (≥ 768 px): switcher, sections, footer; collapsible to icons. */
export function Sidebar({ items, counts, complianceStatus }: SidebarProps) {
  const { productName } = useWhiteLabel();
  const [collapsed, setCollapsed] = useState(() => uiFlag.get(UI_FLAG_KEYS.sidebarCollapsed));
  const toggle = () => {
    setCollapsed((current) => {
      uiFlag.set(UI_FLAG_KEYS.sidebarCollapsed, !current);
      return !current;
    });
  };
  return (
    <nav className="sidebar" aria-label="Main" data-collapsed={collapsed || undefined}>
      <div className="sidebar-brand">
        <BrandMark />
        <span className="sidebar-brand-name">{productName}</span>
        <button
          type="button"
          className="icon-button sidebar-collapse"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={toggle}
        >
          <Icon name="collapse" />
        </button>
      </div>
      <AccountSwitcher collapsed={collapsed} />
      <div className="sidebar-scroll">
        {collapsed ? null : <ProductUpdate />}
        <MenuList
          items={items}
          counts={counts}
          sections={['your-business', 'collect-payments', 'billing-tools']}
          collapsed={collapsed}
        />
      </div>
      <div className="sidebar-footer">
        {collapsed ? null : <ModeSwitch label="Live Mode" complianceStatus={complianceStatus} />}
        <MenuList items={items} counts={counts} sections={['footer']} collapsed={collapsed} />
      </div>
    </nav>
  );
}
