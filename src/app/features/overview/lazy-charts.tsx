import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { BarChartProps } from '../../ui/charts/bar-chart';
import type { GeoMapChartProps } from '../../ui/charts/geo-map';
import type { LineChartProps } from '../../ui/charts/line-chart';
import { Skeleton } from '../../ui/skeleton';

// Charts load on demand, never in a route's first load (design card budgets).
const LineChartLazy = lazy(() => import('../../ui/charts/line-chart').then((m) => ({ default: m.LineChart })));
const BarChartLazy = lazy(() => import('../../ui/charts/bar-chart').then((m) => ({ default: m.BarChart })));
const GeoMapLazy = lazy(() => import('../../ui/charts/geo-map').then((m) => ({ default: m.GeoMapChart })));

/**
 * A chart is drawn when it comes near the screen: below the fold on a phone, its code and drawing
 * wait until the person scrolls to it instead of weighing on the screen's start.
 */
function ChartSuspense({ children, label }: { children: ReactNode; label: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const loading = <Skeleton lines={4} label={`Loading ${label}`} />;
  if (!near) return <div ref={placeholder}>{loading}</div>;
  return <Suspense fallback={loading}>{children}</Suspense>;
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
