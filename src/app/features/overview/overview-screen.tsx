import { useQuery } from '@tanstack/react-query';
import { OVERVIEW_HEADINGS } from './headings';
import { Link, useSearch } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { isAdminRole } from '../../../contract/roles';
import { readSessionSnapshot } from '../../lib/session';
import { Panel } from '../../ui/detail-list';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { WalletBalances } from '../../ui/wallet-balances';
import { settlementSummaryQuery, liveWalletsQuery } from './api';
import { countryCurrency } from './filters';
import { InsightPanels } from './insight-panels';
import { LastUpdated } from './last-updated';
import { OverviewTabs } from './overview-panels';
import { PcidssBanner } from './pcidss-banner';
import './overview.css';

const STAMP = 'YYYY-MM-DD HH:mm:ss';

/** The next settlement: the first one due after today, in the merchant's currency. */
function NextSettlementPanel({ currency }: { currency: string }) {
  const tomorrow = dayjs().startOf('day').add(1, 'day');
  const next = useQuery(
    settlementSummaryQuery({
      currency,
      from: tomorrow.format(STAMP),
      to: tomorrow.add(30, 'day').endOf('day').format(STAMP),
    }),
  );
  const first = next.data?.data[0];
  return (
    <Panel title="Next settlement">
      {next.isPending ? (
        <Skeleton lines={1} label="Loading the next settlement" />
      ) : first ? (
        <div>
          <p className="stat-value">{formatMoney(first.value, currency)}</p>
          <p className="text-secondary">Due {formatDate(first.due_date)}</p>
        </div>
      ) : (
        <p className="text-secondary">No settlement due yet</p>
      )}
    </Panel>
  );
}

/** The last settlement paid out: the latest due on or before today (amount and date, or No settlements yet). */
function LastSettlementPanel({ currency }: { currency: string }) {
  const today = dayjs().startOf('day');
  const last = useQuery(
    settlementSummaryQuery({
      currency,
      from: today.subtract(90, 'day').format(STAMP),
      to: today.endOf('day').format(STAMP),
    }),
  );
  const row = last.data?.data.at(-1);
  return (
    <Panel title="Last settlement" actions={<Link to="/dashboard/balance/settlements">All settlements</Link>}>
      {last.isPending ? (
        <Skeleton lines={1} label="Loading the last settlement" />
      ) : row ? (
        <div>
          <p className="stat-value">{formatMoney(row.value, currency)}</p>
          <p className="text-secondary">{formatDate(row.due_date)}</p>
        </div>
      ) : (
        <p className="text-secondary">No settlements yet</p>
      )}
    </Panel>
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
