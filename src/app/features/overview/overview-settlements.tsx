import { useQuery } from '@tanstack/react-query';
import { OVERVIEW_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { formatDate } from '../../lib/dates';
import { formatCount, formatMoney } from '../../lib/money';
import { Panel } from '../../ui/detail-list';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { cardSettlementQuery, grossSettlementsQuery, settlementSummaryQuery, liveWalletsQuery } from './api';
import { chooseCurrency, countryCurrency, currencyOptions } from './filters';
import { LastUpdated, oldestMark } from './last-updated';
import { LazyLineChart } from './lazy-charts';
import { OverviewFilters, useOverviewSearch } from './overview-filters';
import { OverviewTabs } from './overview-panels';
import { dayLabel, moneyAxisLabel } from './series';
import './overview.css';

const STAMP = 'YYYY-MM-DD HH:mm:ss';

/** overview/settlements: total settlement volume, yesterday's and today's, the last card settlement (spec 1 §2). */
export function OverviewSettlementsScreen() {
  const { search, range, update } = useOverviewSearch();
  const wallets = useQuery(liveWalletsQuery());
  const walletCurrencies = wallets.data?.data.map((w) => w.wallet_currency_code) ?? [];
  const home = countryCurrency();
  const currency = chooseCurrency(search.currency, walletCurrencies, home);
  const gross = useQuery(grossSettlementsQuery({ currency, from: range.from, to: range.to }));
  const summary = useQuery(settlementSummaryQuery({ currency, from: range.from, to: range.to }));
  const today = dayjs().startOf('day');
  const recent = useQuery(
    settlementSummaryQuery({
      currency,
      from: today.subtract(1, 'day').format(STAMP),
      to: today.endOf('day').format(STAMP),
    }),
  );
  const card = useQuery(cardSettlementQuery(currency));
  const amountOn = (day: dayjs.Dayjs) =>
    (recent.data?.data ?? []).filter((r) => r.due_date === day.format('YYYY-MM-DD')).reduce((t, r) => t + r.value, 0);
  // Settlements fall on their due days (weekly): one point per settlement, not a zero-filled day series.
  const points = useMemo(
    () => (summary.data?.data ?? []).map((r) => ({ x: dayjs(r.due_date).unix(), y: r.value })),
    [summary.data],
  );
  const formatY = useCallback((y: number) => formatMoney(Math.round(y), currency), [currency]);

  return (
    <div className="screen">
      <PageHeader {...OVERVIEW_HEADINGS['/dashboard/overview/settlements']} />
      <OverviewTabs />
      <LastUpdated
        cachedAt={oldestMark([gross.data, summary.data, recent.data, card.data])}
        updatedAt={gross.dataUpdatedAt}
      />
      <OverviewFilters
        range={range}
        onChange={update}
        currency={{ value: currency, options: currencyOptions(walletCurrencies, home) }}
      />
      <Panel title="Total settlement volume" actions={<Link to="/dashboard/balance/settlements">All settlements</Link>}>
        {gross.isPending ? (
          <Skeleton lines={1} label="Loading settlements" />
        ) : gross.isError ? (
          <ErrorState error={gross.error} what="settlements" onRetry={() => void gross.refetch()} />
        ) : (
          <div>
            <p className="big-figure" data-testid="settlement-volume">
              {formatMoney(gross.data.data.total_value, currency)}
            </p>
            <p className="text-secondary">{formatCount(gross.data.data.total_volume)} settlements</p>
          </div>
        )}
        {summary.isSuccess && summary.data.data.length === 0 ? (
          <p className="text-secondary">No data to show yet.</p>
        ) : summary.isSuccess ? (
          <LazyLineChart
            points={points}
            label="Settled"
            formatX={dayLabel}
            formatY={formatY}
            formatAxis={moneyAxisLabel}
          />
        ) : null}
      </Panel>
      <div className="panel-grid">
        <Panel title="Yesterday's settlement">
          {recent.isPending ? (
            <Skeleton lines={1} label="Loading" />
          ) : (
            <p className="stat-value">{formatMoney(amountOn(today.subtract(1, 'day')), currency)}</p>
          )}
        </Panel>
        <Panel title="Today's settlement">
          {recent.isPending ? (
            <Skeleton lines={1} label="Loading" />
          ) : (
            <p className="stat-value">{formatMoney(amountOn(today), currency)}</p>
          )}
        </Panel>
        <Panel title="Last card settlement">
          {card.isPending ? (
            <Skeleton lines={1} label="Loading" />
          ) : card.isError ? (
            <ErrorState error={card.error} what="the card settlement" onRetry={() => void card.refetch()} />
          ) : card.data.data ? (
            <div>
              <p className="stat-value">{formatMoney(card.data.data.net_amount, currency)}</p>
              <p className="text-secondary">{formatDate(card.data.data.created_at)}</p>
            </div>
          ) : (
            <p className="text-secondary">No settlements yet</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
