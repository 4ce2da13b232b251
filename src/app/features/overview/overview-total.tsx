import { useQuery } from '@tanstack/react-query';
import { OVERVIEW_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { formatCount, formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { earningsQuery, totalProcessedQuery, liveWalletsQuery } from './api';
import { chooseCurrency, countryCurrency, currencyOptions } from './filters';
import { LastUpdated, oldestMark } from './last-updated';
import { LazyLineChart } from './lazy-charts';
import { OverviewFilters, useOverviewSearch } from './overview-filters';
import { OverviewTabs } from './overview-panels';
import { dayLabel, fillSeries, hourLabel, moneyAxisLabel } from './series';
import './overview.css';

// The dialog (and its date picker) loads when asked for.
const DownloadDialog = lazy(() => import('./download-dialog').then((m) => ({ default: m.DownloadDialog })));

/** overview/total: total value, its line chart, balances and the account summary download (spec 1 §2). */
export function OverviewTotalScreen() {
  const { search, range, update } = useOverviewSearch();
  const wallets = useQuery(liveWalletsQuery());
  const walletCurrencies = wallets.data?.data.map((w) => w.wallet_currency_code) ?? [];
  const home = countryCurrency();
  const currency = chooseCurrency(search.currency, walletCurrencies, home);
  const period = { currency, from: range.from, to: range.to };
  const total = useQuery(totalProcessedQuery(period));
  const earnings = useQuery(earningsQuery(period));
  const [downloading, setDownloading] = useState(false);
  const wallet = wallets.data?.data.find((w) => w.wallet_currency_code === currency);

  const points = useMemo(
    () =>
      fillSeries(
        range,
        (earnings.data?.data ?? []).map((r) => ({
          day: r.date_created_str,
          hour: r.hour_created,
          value: r.total_amount,
        })),
      ),
    [range, earnings.data],
  );
  const formatY = useCallback((y: number) => formatMoney(Math.round(y), currency), [currency]);

  return (
    <div className="screen">
      <PageHeader {...OVERVIEW_HEADINGS['/dashboard/overview/total']} />
      <OverviewTabs />
      <LastUpdated
        cachedAt={oldestMark([wallets.data, total.data, earnings.data])}
        updatedAt={Math.min(...[wallets.dataUpdatedAt, total.dataUpdatedAt].filter((t) => t > 0), Date.now())}
      />
      <OverviewFilters
        range={range}
        onChange={update}
        currency={{ value: currency, options: currencyOptions(walletCurrencies, home) }}
      />
      <Panel title="Total value">
        {/* Slots as tall as what fills them, so nothing below moves when the figures arrive. */}
        <div className="figure-slot">
          {total.data === undefined ? (
            total.isError ? (
              <ErrorState error={total.error} what="the total value" onRetry={() => void total.refetch()} />
            ) : (
              <Skeleton lines={1} label="Loading the total value" />
            )
          ) : (
            <div>
              <p className="big-figure" data-testid="total-value">
                {formatMoney(total.data.data.total_value, currency)}
              </p>
              <p className="text-secondary">{formatCount(total.data.data.total_volume)} successful payments</p>
            </div>
          )}
        </div>
        <div className="chart-slot">
          {earnings.isPending ? (
            <Skeleton lines={4} label="Loading the chart" />
          ) : earnings.isError ? (
            <ErrorState error={earnings.error} what="the chart" onRetry={() => void earnings.refetch()} />
          ) : earnings.data.data.length === 0 ? (
            <p className="text-secondary">No data to show yet.</p>
          ) : (
            <LazyLineChart
              points={points}
              label="Total value"
              formatX={range.hourly ? hourLabel : dayLabel}
              formatY={formatY}
              formatAxis={moneyAxisLabel}
            />
          )}
        </div>
      </Panel>
      <div className="panel-grid">
        <Panel title="Available balance" actions={<Link to="/dashboard/transfers/overview">Transfers</Link>}>
          {wallets.data === undefined ? (
            wallets.isError ? (
              <ErrorState error={wallets.error} what="your balances" onRetry={() => void wallets.refetch()} />
            ) : (
              <Skeleton lines={1} label="Loading balances" />
            )
          ) : (
            <p className="stat-value" data-testid="available-balance">
              {formatMoney(wallet?.available_balance ?? 0, currency)}
            </p>
          )}
        </Panel>
        <Panel title="Ledger balance" actions={<Link to="/dashboard/balance/index">Balances</Link>}>
          {wallets.data === undefined ? (
            <Skeleton lines={1} label="Loading balances" />
          ) : (
            <p className="stat-value" data-testid="ledger-balance">
              {formatMoney(wallet?.balance ?? 0, currency)}
            </p>
          )}
        </Panel>
      </div>
      <div>
        <Button variant="secondary" onClick={() => setDownloading(true)}>
          Download Account Summary
        </Button>
      </div>
      {downloading ? (
        <Suspense fallback={null}>
          <DownloadDialog isOpen onOpenChange={setDownloading} currency={currency} />
        </Suspense>
      ) : null}
    </div>
  );
}
