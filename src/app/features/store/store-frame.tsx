import type { ReactNode } from 'react';
import { STORE_HEADINGS } from './headings';
import { PageHeader } from '../../ui/page-header';
import { TabsNav } from '../../ui/tabs-nav';
import { STORE_TABS } from './store-tabs';

export type StorePath = keyof typeof STORE_HEADINGS;

/** A store screen: its heading (from the store heading table), the store tabs, and the screen. */
export function StoreFrame({ path, children }: { path: StorePath; children: ReactNode }) {
  return (
    <div className="screen">
      <PageHeader {...STORE_HEADINGS[path]} />
      <TabsNav label={STORE_TABS.label} items={STORE_TABS.items} />
      {children}
    </div>
  );
}
