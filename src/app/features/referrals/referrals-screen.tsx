import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { PlainStatus } from '../../ui/status-badge';
import { referralsQuery } from './api';

/** referrals */
export function ReferralsScreen() {
  return (
    <ListScreen
      heading="Referrals"
      eyebrow="Grow"
      description="Businesses you invited, and what you earned when they went live."
      what="referrals"
      query={referralsQuery}
      rows={(data) => data.referrals}
      columns={[
        { key: 'name', header: 'Business', primary: true, cell: (row) => row.business_name },
        { key: 'email', header: 'Email', cell: (row) => row.email },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'reward', header: 'Reward', align: 'end', cell: (row) => formatMoney(row.reward, row.currency) },
        { key: 'date', header: 'Joined', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      searchLabel="Search referrals"
      emptyTitle="No referrals yet"
      emptyBody={<p>Businesses that sign up with your invitation will show here.</p>}
    />
  );
}
