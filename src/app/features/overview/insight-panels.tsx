import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NO_DATA_YET, PAYMENT_TIME_WEEK_DAYS } from '../../../contract/analytics';
import { formatCount, formatMoney } from '../../lib/money';
import { Panel } from '../../ui/detail-list';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import {
  agentsQuery,
  banksQuery,
  biggestCustomersQuery,
  dailyTxQuery,
  locationsQuery,
  type Period,
  paymentOptionsQuery,
  type Seen,
} from './api';
import {
  biggestCustomers,
  busiestTime,
  devicesData,
  paymentTimeBuckets,
  paymentTypeLabel,
  topBanks,
  topPaymentOptions,
} from './insights';
import { LazyBarChart, LazyGeoMap } from './lazy-charts';
import { insightPanelsAvailable, insightPeriod, periodBack } from './insight-queries';
import { INSIGHT_PANELS, type InsightPanelId, useHiddenPanels } from './panel-toggles';

interface InsightBodyProps<T, TKey extends QueryKey> {
  query: UseSuspenseQueryOptions<Seen<T>, Error, Seen<T>, TKey>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  what: string;
}

/** One insight's body: skeleton, error, 'No data to show yet.', or the content. */
function InsightBody<T, TKey extends QueryKey>(props: InsightBodyProps<T, TKey>) {
  return (
    <QueryBoundary
      what={props.what}
      resetKey={JSON.stringify(props.query.queryKey)}
      pending={<Skeleton lines={3} label={`Loading ${props.what}`} />}
    >
      <InsightContent {...props} />
    </QueryBoundary>
  );
}

function InsightContent<T, TKey extends QueryKey>({ query, isEmpty, children }: InsightBodyProps<T, TKey>) {
  const { data } = useSuspenseQuery(query);
  if (isEmpty(data.data)) return <p className="text-secondary">{NO_DATA_YET}</p>;
  return <>{children(data.data)}</>;
}

function PaymentTimePanel({ currency }: { currency: string }) {
  const [span, setSpan] = useState<'today' | 'week'>('today');
  const query = dailyTxQuery(periodBack(currency, span === 'today' ? 0 : PAYMENT_TIME_WEEK_DAYS));
  return (
    <Panel
      title="When you are paid most"
      actions={
        <fieldset className="segmented">
          <legend className="visually-hidden">Period</legend>
          <button type="button" aria-pressed={span === 'today'} onClick={() => setSpan('today')}>
            Today
          </button>
          <button type="button" aria-pressed={span === 'week'} onClick={() => setSpan('week')}>
            Week
          </button>
        </fieldset>
      }
    >
      <InsightBody query={query} what="payment times" isEmpty={(rows) => rows.length === 0}>
        {(rows) => {
          const buckets = paymentTimeBuckets(rows);
          return (
            <>
              <p className="text-secondary">Busiest: {busiestTime(buckets)}</p>
              <LazyBarChart data={buckets} label="Payments by time of day" />
            </>
          );
        }}
      </InsightBody>
    </Panel>
  );
}

function RankList({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <ol className="rank-list">
      {rows.map((row) => (
        <li key={row.label}>
          <span>{row.label}</span>
          <span className="rank-value">{row.value}</span>
        </li>
      ))}
    </ol>
  );
}

const payments = (n: number) => `${formatCount(n)} payment${n === 1 ? '' : 's'}`;

function LocationsPanel({ period }: { period: Period }) {
  const query = locationsQuery(period);
  return (
    <Panel title="Where your customers are">
      <InsightBody query={query} what="customer locations" isEmpty={(rows) => rows.length === 0}>
        {(rows) => {
          const mapped = rows.filter((r) => r.latitude != null && r.longitude != null);
          return (
            <>
              {mapped.length > 0 ? (
                <LazyGeoMap
                  label="Map of customer cities"
                  points={mapped.map((r) => ({
                    name: r.city,
                    latitude: r.latitude!,
                    longitude: r.longitude!,
                    detail: payments(r.total_volume),
                  }))}
                />
              ) : null}
              <p className="text-secondary">
                Top location: <strong>{rows[0]!.city}</strong> ({payments(rows[0]!.total_volume)})
              </p>
              <RankList rows={rows.slice(0, 5).map((r) => ({ label: r.city, value: payments(r.total_volume) }))} />
            </>
          );
        }}
      </InsightBody>
    </Panel>
  );
}

function CustomersPanel({ period }: { period: Period }) {
  const query = biggestCustomersQuery(period);
  return (
    <Panel title="Biggest customers">
      <InsightBody query={query} what="customers" isEmpty={(data) => data.biggest.length === 0}>
        {(data) => (
          <>
            <p className="text-secondary">
              {formatCount(data.total_customers)} customers · average{' '}
              {formatMoney(data.average_customer_revenue, period.currency)}
            </p>
            <div data-testid="biggest-customers">
              {biggestCustomers(data.biggest).map((c) => (
                <article key={c.rank} className="customer-card">
                  <strong>{c.name}</strong>
                  <span className="text-secondary text-small">{c.email}</span>
                  <dl>
                    <div>
                      <dt>Total spent</dt>
                      <dd>{c.totalValue == null ? 'Not Available' : formatMoney(c.totalValue, period.currency)}</dd>
                    </div>
                    <div>
                      <dt>Payments</dt>
                      <dd>{c.payments}</dd>
                    </div>
                    <div>
                      <dt>% revenue</dt>
                      <dd>{c.revenue}</dd>
                    </div>
                  </dl>
                </article>
              ))}
            </div>
          </>
        )}
      </InsightBody>
    </Panel>
  );
}

function DevicesPanel({ period }: { period: Period }) {
  const query = agentsQuery(period);
  return (
    <Panel title="Devices">
      <InsightBody query={query} what="devices" isEmpty={(rows) => rows.length === 0}>
        {(rows) => <RankList rows={devicesData(rows).map((d) => ({ label: d.title, value: payments(d.count) }))} />}
      </InsightBody>
    </Panel>
  );
}

function BanksPanel({ period }: { period: Period }) {
  const query = banksQuery(period);
  return (
    <Panel title="Banks">
      <InsightBody query={query} what="banks" isEmpty={(rows) => rows.length === 0}>
        {(rows) => <RankList rows={topBanks(rows).map((b) => ({ label: b.bank, value: payments(b.total_volume) }))} />}
      </InsightBody>
    </Panel>
  );
}

function PaymentOptionsPanel({ period }: { period: Period }) {
  const query = paymentOptionsQuery(period);
  return (
    <Panel title="Payment options">
      <InsightBody query={query} what="payment options" isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <RankList
            rows={topPaymentOptions(rows).map((o) => ({
              label: paymentTypeLabel(o.payment_type),
              value: payments(o.total_volume),
            }))}
          />
        )}
      </InsightBody>
    </Panel>
  );
}

/** The insight panels with their remembered show/hide toggles (spec 1 §2 overview shell). */
export function InsightPanels({ currency }: { currency: string }) {
  const { hidden, toggle } = useHiddenPanels();
  const panels = insightPanelsAvailable();
  const period = insightPeriod(currency);
  const shown = (id: InsightPanelId) => panels.includes(id) && !hidden.includes(id);
  return (
    <section className="stack" aria-labelledby="insights-title">
      <div className="stack-sm">
        <h2 id="insights-title" className="panel-title">
          Insights
        </h2>
        <p className="text-secondary text-small">Last 30 days in {currency}, except payment times.</p>
        <fieldset className="insight-toggles">
          <legend className="visually-hidden">Show or hide insights</legend>
          {INSIGHT_PANELS.filter((p) => panels.includes(p.id)).map((p) => (
            <label key={p.id} className="insight-toggle">
              <input
                type="checkbox"
                checked={!hidden.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
              />
              {p.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="insight-grid">
        {shown('paymentTime') ? <PaymentTimePanel currency={currency} /> : null}
        {shown('locations') ? <LocationsPanel period={period} /> : null}
        {shown('customers') ? <CustomersPanel period={period} /> : null}
        {shown('devices') ? <DevicesPanel period={period} /> : null}
        {shown('banks') ? <BanksPanel period={period} /> : null}
        {shown('paymentOptions') ? <PaymentOptionsPanel period={period} /> : null}
      </div>
    </section>
  );
}
