import { ResponsiveBar } from '@nivo/bar';
import './charts.css';
import { prefersReducedMotion, tokenValue } from './tokens';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** The accessible name ('Payments by time of day'). */
  label: string;
  formatValue?: (value: number) => string;
  height?: number;
  layout?: 'vertical' | 'horizontal';
}

/** A nivo bar chart (lazily loaded), themed with the design tokens. */
export function BarChart({ data, label, formatValue, height = 220, layout = 'vertical' }: BarChartProps) {
  const text = tokenValue('--text-secondary', '#465166');
  return (
    <figure className="chart" style={{ height }}>
      <figcaption className="visually-hidden">
        {label}: {data.map((d) => `${d.label} ${formatValue ? formatValue(d.value) : d.value}`).join(', ')}
      </figcaption>
      <ResponsiveBar
        data={data.map((d) => ({ label: d.label, value: d.value }))}
        keys={['value']}
        indexBy="label"
        layout={layout}
        margin={{ top: 8, right: 8, bottom: 32, left: layout === 'horizontal' ? 96 : 48 }}
        padding={0.35}
        colors={[tokenValue('--color-brand', '#2b50d6')]}
        borderRadius={4}
        enableGridY={layout === 'vertical'}
        enableGridX={layout === 'horizontal'}
        labelSkipHeight={16}
        labelSkipWidth={24}
        labelTextColor="#ffffff"
        valueFormat={formatValue ? (v) => formatValue(Number(v)) : undefined}
        axisLeft={{ tickSize: 0, tickPadding: 6 }}
        axisBottom={{ tickSize: 0, tickPadding: 8 }}
        role="img"
        ariaLabel={label}
        theme={{
          text: { fill: text, fontSize: 12 },
          axis: { ticks: { text: { fill: text } } },
          grid: { line: { stroke: tokenValue('--border-subtle', '#e9edf4') } },
          tooltip: {
            container: {
              background: tokenValue('--surface-raised', '#fff'),
              color: tokenValue('--text-primary', '#121826'),
            },
          },
        }}
        animate={!prefersReducedMotion()}
      />
    </figure>
  );
}
