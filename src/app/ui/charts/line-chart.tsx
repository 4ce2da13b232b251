import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './charts.css';

export interface LinePoint {
  /** Unix seconds. */
  x: number;
  y: number;
}

export interface LineChartProps {
  points: readonly LinePoint[];
  /** What the line shows, for the accessible name and the tooltip ('Total value'). */
  label: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** Short tick labels for the value axis ('1.5M'); formatY by default. */
  formatAxis?: (y: number) => string;
  height?: number;
}

function cssVar(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * A uPlot line (loaded lazily: never part of a route's first load). A tooltip follows the
 * cursor, and a finger: touching or dragging across the plot moves the cursor to that point.
 */
export function LineChart({ points, label, formatX, formatY, formatAxis, height = 240 }: LineChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    const tooltip = tip.current;
    if (!element || !tooltip) return;
    const brand = cssVar(element, '--color-brand', '#2b50d6');
    const text = cssVar(element, '--text-secondary', '#465166');
    const grid = cssVar(element, '--border-subtle', '#e9edf4');
    const showTip = (u: uPlot) => {
      const index = u.cursor.idx;
      if (index == null || u.cursor.left == null || u.cursor.left < 0) {
        tooltip.hidden = true;
        return;
      }
      const x = u.data[0][index]!;
      const y = u.data[1]![index] ?? 0;
      tooltip.hidden = false;
      tooltip.textContent = `${formatX(x)} · ${label}: ${formatY(y)}`;
      const left = Math.min(Math.max(u.valToPos(x, 'x'), 0), u.over.clientWidth - tooltip.offsetWidth);
      tooltip.style.transform = `translateX(${Math.max(left, 0)}px)`;
    };
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height,
        legend: { show: false },
        cursor: { y: false, points: { size: 10 } },
        scales: { x: { time: false } },
        axes: [
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            values: (_u, ticks) => ticks.map((t) => formatX(t)),
            // Ticks on the points themselves (days or hours), every so many to keep 64 px apart: uPlot's
            // own numeric steps fell every half day and labelled a day twice.
            splits: (u) => {
              const xs = Array.from(u.data[0]);
              const width = u.bbox.width / devicePixelRatio;
              const every = Math.max(1, Math.ceil(64 / (width / Math.max(1, xs.length - 1))));
              return xs.filter((_, i) => i % every === 0);
            },
          },
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            size: 56,
            values: (_u, ticks) => ticks.map((t) => (formatAxis ?? formatY)(t)),
          },
        ],
        series: [{}, { label, stroke: brand, width: 2, fill: `${brand}1f`, points: { show: points.length < 40 } }],
        hooks: { setCursor: [showTip] },
      },
      [points.map((p) => p.x), points.map((p) => p.y)],
      element,
    );
    // Touch: move the cursor where the finger is (uPlot itself follows the mouse only).
    const over = plot.over;
    const onTouch = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      const rect = over.getBoundingClientRect();
      plot.setCursor({ left: touch.clientX - rect.left, top: touch.clientY - rect.top });
    };
    over.addEventListener('touchstart', onTouch, { passive: true });
    over.addEventListener('touchmove', onTouch, { passive: true });
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      over.removeEventListener('touchstart', onTouch);
      over.removeEventListener('touchmove', onTouch);
      plot.destroy();
    };
  }, [points, label, formatX, formatY, formatAxis, height]);

  return (
    <figure className="chart">
      <div ref={tip} className="chart-tooltip" role="status" hidden />
      <div ref={host} className="chart-plot" role="img" aria-label={`${label} over time`} />
    </figure>
  );
}
