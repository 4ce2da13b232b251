import { formatDate } from '../../lib/dates';
import { REFERRALS_HEADINGS } from '../../../contract/referrals-headings';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { PlainStatus } from '../../ui/status-badge';
import { referralsQuery } from './api';

/** referrals */
export function ReferralsScreen() {
  return (
    <ListScreen
      heading={REFERRALS_HEADINGS['/dashboard/referrals']}
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
