import { TabsNav } from '../../ui/tabs-nav';

export const OVERVIEW_TABS = {
  label: 'Overview',
  items: [
    { label: 'Overview', to: '/dashboard/overview' },
    { label: 'Total value', to: '/dashboard/overview/total' },
    { label: 'Settlements', to: '/dashboard/overview/settlements' },
    { label: 'Customers', to: '/dashboard/overview/customers' },
  ],
} as const;

export function OverviewTabs() {
  return <TabsNav label={OVERVIEW_TABS.label} items={OVERVIEW_TABS.items} />;
}
