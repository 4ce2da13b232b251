import { useSuspenseQuery } from '@tanstack/react-query';
import { isAdminRole } from '../../../contract/roles';
import { capitalisedBusinessType } from '../../../contract/rules';
import { countryByCode } from '../../../contract/countries';
import { formatDate } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { storage } from '../../lib/storage';
import { DataList } from '../../ui/data-list';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { PushOptIn } from '../../ui/push-opt-in';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { BusinessProfilePanel, OwnProfilePanel } from './profile-panels';
import { SecurityPanel } from './security-panel';
import { TwoFactorPanel } from './two-factor-panel';
import { SettingsFrame } from './settings-frame';
import { subAccountsQuery } from '../../queries/sub-accounts';

/** The business's merchant id, from the businesses this user can switch to. */
function MerchantId({ businessId }: { businessId: number | undefined }) {
  const { data: accounts } = useSuspenseQuery(subAccountsQuery());
  return <>{accounts.find((account) => account.id === businessId)?.merchant_id ?? 'Not Available'}</>;
}

/** settings/general: the business profile, your profile, password and sessions, two-factor sign-in. */
export function GeneralSettingsScreen() {
  const session = readSessionSnapshot();
  const business = session.business;
  const accountId = storage.get('userAccountID') ?? business?.id ?? 0;
  const country = business ? countryByCode(business.country) : undefined;
  const isAdmin = isAdminRole(session.role);
  return (
    <SettingsFrame path="/dashboard/settings/general">
      <BusinessProfilePanel
        accountId={accountId}
        canEdit={isAdmin}
        facts={[
          { label: 'Business email', value: business?.business_email ?? 'Not Available' },
          { label: 'Country', value: country?.fullname ?? business?.country ?? 'Not Available' },
          { label: 'Business type', value: capitalisedBusinessType(session.businessType) },
          {
            label: 'Merchant ID',
            value: (
              <QueryBoundary what="the merchant ID" pending="Loading…" failed={() => 'Not Available'}>
                <MerchantId businessId={business?.id} />
              </QueryBoundary>
            ),
          },
          { label: 'Account ID', value: business?.id ?? 'Not Available' },
          { label: 'Contact person', value: business?.contact_person || 'Not Available' },
          { label: 'Created', value: formatDate(business?.createdAt) },
        ]}
      />
      <OwnProfilePanel role={session.role} />
      <TwoFactorPanel accountId={accountId} isAdmin={isAdmin} />
      <SecurityPanel />
      {isAdmin ? (
        <Panel title="Alerts on this device">
          <PushOptIn />
        </Panel>
      ) : null}
    </SettingsFrame>
  );
}

/** settings/accounts: the businesses this user can switch to. */
export function AccountsSettingsScreen() {
  return (
    <SettingsFrame path="/dashboard/settings/accounts">
      <QueryBoundary what="your businesses" pending={<Skeleton lines={3} label="Loading your businesses" />}>
        <Businesses />
      </QueryBoundary>
    </SettingsFrame>
  );
}

function Businesses() {
  const { data: accounts } = useSuspenseQuery(subAccountsQuery());
  const currentId = storage.get('userAccountID');
  if (accounts.length === 0) return <EmptyState title="No businesses yet" />;
  return (
    <DataList
      caption="Businesses"
      rows={accounts}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          header: 'Business',
          primary: true,
          cell: (row) => (row.id === currentId ? `${row.business_name} (current)` : row.business_name),
        },
        { key: 'type', header: 'Type', cell: (row) => capitalisedBusinessType(row.business_type) },
        { key: 'merchant', header: 'Merchant ID', cell: (row) => row.merchant_id ?? 'Not Available' },
        {
          key: 'role',
          header: 'Your role',
          cell: (row) => (row.role === 'Owner' ? <StatusBadge label="Your Business" tone="info" /> : row.role),
        },
      ]}
    />
  );
}
