import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageHeading } from './page-heading';
import type { PageInfo } from '../../contract/paging';
import { PageHeader } from './page-header';
import { PagedList, type PagedListProps } from './paged-list';
import { TabsNav, type TabsNavItem } from './tabs-nav';

export interface ListScreenProps<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey = QueryKey>
  extends PagedListProps<TData, Row, TKey> {
  /** The screen's entry of its area's heading table (a dynamic title may replace the table's). */
  heading: PageHeading;
  actions?: ReactNode;
  tabs?: { label: string; items: readonly TabsNavItem[] };
  /** Shown between the header and the list (summary panels). */
  before?: ReactNode;
}

/** An area's list screen: the page header, optional tabs, and the paged list. */
export function ListScreen<TData extends { page_info: PageInfo }, Row, TKey extends QueryKey = QueryKey>({
  heading,
  actions,
  tabs,
  before,
  ...list
}: ListScreenProps<TData, Row, TKey>) {
  return (
    <div className="screen">
      <PageHeader {...heading} actions={actions} />
      {tabs ? <TabsNav label={tabs.label} items={tabs.items} /> : null}
      {before}
      <PagedList {...list} />
    </div>
  );
}
