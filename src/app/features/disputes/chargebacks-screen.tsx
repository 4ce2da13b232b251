import { DISPUTES_HEADINGS } from './headings';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { PageHeader } from '../../ui/page-header';
import { PlainStatus } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { chargebackFinesQuery } from '../../queries/chargebacks';
import { type ChargebackStatus, chargebacksPageQuery } from './api';
import { ChargebackBalance } from './chargeback-balance';
import { CHARGEBACK_TABS, type ChargebackTab } from './tabs';

const TAB_LABELS: Record<ChargebackTab, string> = {
  all: 'All',
  won: 'Won',
  lost: 'Lost',
  pending: 'Pending',
  'response-pending': 'Response pending',
  fines: 'Fines',
  balance: 'Balance',
};

/** The status each list tab asks for; pending is the chargebacks awaiting the merchant (initiated), as the sidebar badge counts. */
const TAB_STATUS: Partial<Record<ChargebackTab, ChargebackStatus | null>> = {
  all: null,
  won: 'won',
  lost: 'lost',
  pending: 'initiated',
  'response-pending': 'response-pending',
};

/** The chargebacks a status tab lists (its route's loader ensures the same page); none on fines and balance. */
export function chargebackTabQuery(tab: ChargebackTab) {
  return tab === 'fines' || tab === 'balance' ? null : chargebacksPageQuery(TAB_STATUS[tab] ?? null);
}

/** Every tab's heading: the description covers them all; the title names the tab. */
const HEADING = DISPUTES_HEADINGS['/dashboard/chargebacks/$tab'];

const TABS = {
  label: 'Chargebacks',
  items: CHARGEBACK_TABS.map((tab) => ({ label: TAB_LABELS[tab], to: `/dashboard/chargebacks/${tab}` })),
};

/** chargebacks/{tab} */
export function ChargebacksScreen({ tab }: { tab: ChargebackTab }) {
  if (tab === 'fines') return <FinesList />;
  if (tab === 'balance') {
    return (
      <div className="screen">
        <PageHeader {...HEADING} title="Chargeback balance" />
        <TabsNav label={TABS.label} items={TABS.items} />
        <ChargebackBalance />
      </div>
    );
  }
  return (
    <ListScreen
      heading={tab === 'all' ? HEADING : { ...HEADING, title: `${TAB_LABELS[tab]} chargebacks` }}
      tabs={TABS}
      what="chargebacks"
      query={chargebacksPageQuery(TAB_STATUS[tab] ?? null)}
      rows={(data) => data.chargebacks}
      columns={[
        { key: 'reference', header: 'Transaction', primary: true, cell: (row) => row.transaction_reference },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'due', header: 'Respond by', cell: (row) => formatDate(row.due_date) },
        { key: 'date', header: 'Opened', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/chargebacks/view/${row.id}`}
      emptyTitle={tab === 'all' ? 'No chargebacks yet' : `No ${TAB_LABELS[tab].toLowerCase()} chargebacks`}
      emptyBody={<p>Disputed payments will show here.</p>}
    />
  );
}

/** The fines tab: card-scheme fines on this account, each opening chargebacks/fines/{id}. */
function FinesList() {
  return (
    <ListScreen
      heading={{ ...HEADING, title: 'Chargeback fines' }}
      tabs={TABS}
      what="fines"
      query={chargebackFinesQuery}
      rows={(data) => data.fines}
      columns={[
        { key: 'reason', header: 'Reason', primary: true, cell: (row) => row.reason },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'scheme', header: 'Card scheme', cell: (row) => row.scheme },
        { key: 'due', header: 'Due by', cell: (row) => formatDate(row.due_date) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/chargebacks/fines/${row.id}`}
      emptyTitle="No fines yet"
      emptyBody={<p>Card scheme fines on this account will show here.</p>}
    />
  );
}
