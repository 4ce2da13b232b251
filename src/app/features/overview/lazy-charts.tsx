import { lazy, type ReactNode, Suspense } from 'react';
import type { BarChartProps } from '../../ui/charts/bar-chart';
import type { GeoMapChartProps } from '../../ui/charts/geo-map';
import type { LineChartProps } from '../../ui/charts/line-chart';
import { Skeleton } from '../../ui/skeleton';

// Charts load on demand, never in a route's first load (design card budgets).
const LineChartLazy = lazy(() => import('../../ui/charts/line-chart').then((m) => ({ default: m.LineChart })));
const BarChartLazy = lazy(() => import('../../ui/charts/bar-chart').then((m) => ({ default: m.BarChart })));
const GeoMapLazy = lazy(() => import('../../ui/charts/geo-map').then((m) => ({ default: m.GeoMapChart })));

function ChartSuspense({ children, label }: { children: ReactNode; label: string }) {
  return <Suspense fallback={<Skeleton lines={4} label={`Loading ${label}`} />}>{children}</Suspense>;
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <ChartSuspense label="the chart">
      <LineChartLazy {...props} />
    </ChartSuspense>
  );
}
export function LazyBarChart(props: BarChartProps) {
  return (
    <ChartSuspense label="the chart">
      <BarChartLazy {...props} />
    </ChartSuspense>
  );
}
export function LazyGeoMap(props: GeoMapChartProps) {
  return (
    <ChartSuspense label="the map">
      <GeoMapLazy {...props} />
    </ChartSuspense>
  );
}
