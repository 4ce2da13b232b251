import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/money';
import { OVERVIEW_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Panel } from '../../ui/detail-list';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { customersOverviewQuery } from './api';
import { LastUpdated } from './last-updated';
import { LazyLineChart } from './lazy-charts';
import { OverviewFilters, useOverviewSearch } from './overview-filters';
import { OverviewTabs } from './overview-panels';
import { dayLabel, fillSeries, hourLabel } from './series';
import './overview.css';

const count = (y: number) => formatCount(Math.round(y));

/** overview/customers: the customers who joined in the range (spec 1 §2). */
export function OverviewCustomersScreen() {
  const { range, update } = useOverviewSearch();
  const overview = useQuery(customersOverviewQuery({ from: range.from, to: range.to }));
  const rows = overview.data?.data ?? [];
  const total = rows.reduce((t, r) => t + r.total_volume, 0);
  const points = useMemo(
    () =>
      fillSeries(
        range,
        rows.map((r) => ({ day: r.date_created, hour: r.hour_created, value: r.total_volume })),
      ),
    [range, rows],
  );
  return (
    <div className="screen">
      <PageHeader {...OVERVIEW_HEADINGS['/dashboard/overview/customers']} />
      <OverviewTabs />
      <LastUpdated cachedAt={overview.data?.cachedAt} updatedAt={overview.dataUpdatedAt} />
      <OverviewFilters range={range} onChange={update} />
      <Panel title="Total customers" actions={<Link to="/dashboard/customers/list">All customers</Link>}>
        {overview.isPending ? (
          <Skeleton lines={3} label="Loading customers" />
        ) : overview.isError ? (
          <ErrorState error={overview.error} what="customers" onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <p className="big-figure" data-testid="total-customers">
              {count(total)}
            </p>
            {rows.length === 0 ? (
              <p className="text-secondary">No data to show yet.</p>
            ) : (
              <LazyLineChart
                points={points}
                label="New customers"
                formatX={range.hourly ? hourLabel : dayLabel}
                formatY={count}
              />
            )}
          </>
        )}
      </Panel>
    </div>
  );
}
