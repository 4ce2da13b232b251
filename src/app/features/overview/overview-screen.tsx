import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { OVERVIEW_HEADINGS } from './headings';
import { Link, useSearch } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { isAdminRole } from '../../../contract/roles';
import { readSessionSnapshot } from '../../lib/session';
import { Panel } from '../../ui/detail-list';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { WalletBalances } from '../../ui/wallet-balances';
import { liveWalletsQuery } from './api';
import { lastSettlementQuery, nextSettlementQuery } from './insight-queries';
import { countryCurrency } from './filters';
import { InsightPanels } from './insight-panels';
import { LastUpdated } from './last-updated';
import { OverviewTabs } from './overview-panels';
import { PcidssBanner } from './pcidss-banner';
import './overview.css';

const NO_NEXT_SETTLEMENT = <p className="text-secondary">No settlement due yet</p>;
const NO_LAST_SETTLEMENT = <p className="text-secondary">No settlements yet</p>;

/** The next settlement: the first one due after today, in the merchant's currency. */
function NextSettlementPanel({ currency }: { currency: string }) {
  return (
    <Panel title="Next settlement">
      {/* A summary that cannot load reads as none due, as the panel always did. */}
      <QueryBoundary
        what="the next settlement"
        pending={<Skeleton lines={1} label="Loading the next settlement" />}
        failed={() => NO_NEXT_SETTLEMENT}
      >
        <NextSettlement currency={currency} />
      </QueryBoundary>
    </Panel>
  );
}

function NextSettlement({ currency }: { currency: string }) {
  const first = useSuspenseQuery(nextSettlementQuery(currency)).data.data[0];
  if (!first) return NO_NEXT_SETTLEMENT;
  return (
    <div>
      <p className="stat-value">{formatMoney(first.value, currency)}</p>
      <p className="text-secondary">Due {formatDate(first.due_date)}</p>
    </div>
  );
}

/** The last settlement paid out: the latest due on or before today (amount and date, or No settlements yet). */
function LastSettlementPanel({ currency }: { currency: string }) {
  return (
    <Panel title="Last settlement" actions={<Link to="/dashboard/balance/settlements">All settlements</Link>}>
      <QueryBoundary
        what="the last settlement"
        pending={<Skeleton lines={1} label="Loading the last settlement" />}
        failed={() => NO_LAST_SETTLEMENT}
      >
        <LastSettlement currency={currency} />
      </QueryBoundary>
    </Panel>
  );
}

function LastSettlement({ currency }: { currency: string }) {
  const row = useSuspenseQuery(lastSettlementQuery(currency)).data.data.at(-1);
  if (!row) return NO_LAST_SETTLEMENT;
  return (
    <div>
      <p className="stat-value">{formatMoney(row.value, currency)}</p>
      <p className="text-secondary">{formatDate(row.due_date)}</p>
    </div>
  );
}

const HEADING = OVERVIEW_HEADINGS['/dashboard/overview'];

/** overview: settlements, balances and insights (spec 1 §2 overview shell). */
export function OverviewScreen() {
  const session = readSessionSnapshot();
  const search = useSearch({ strict: false }) as { pcidss_ref?: string };
  const firstName = session.user?.first_name?.trim();
  const currency = countryCurrency();
  const wallets = useQuery(liveWalletsQuery());
  return (
    <div className="screen">
      <PageHeader {...HEADING} title={firstName ? `Hello, ${firstName}` : HEADING.title} />
      <p className="text-secondary" data-testid="business-name">
        {session.companyName ?? 'Your business'}
      </p>
      <OverviewTabs />
      {/* Paying the PCI-DSS fee and marking it done are the admins' (contract WRITE_ACCESS). */}
      {isAdminRole(session.role) ? (
        <PcidssBanner returnedRef={typeof search.pcidss_ref === 'string' ? search.pcidss_ref : undefined} />
      ) : null}
      <LastUpdated cachedAt={wallets.data?.cachedAt} updatedAt={wallets.dataUpdatedAt} />
      {wallets.isPending ? (
        <Skeleton lines={2} label="Loading balances" />
      ) : wallets.data ? (
        <WalletBalances
          wallets={wallets.data.data}
          footer={
            <ul className="link-list">
              <li>
                <Link to="/dashboard/transfers/overview">Transfers</Link>
              </li>
              <li>
                <Link to="/dashboard/balance/index">Balances</Link>
              </li>
            </ul>
          }
        />
      ) : null}
      <div className="panel-grid">
        <LastSettlementPanel currency={currency} />
        <NextSettlementPanel currency={currency} />
      </div>
      <InsightPanels currency={currency} />
    </div>
  );
}
