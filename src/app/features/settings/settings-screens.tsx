import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isAdminRole } from '../../../contract/roles';
import { capitalisedBusinessType } from '../../../contract/rules';
import { countryByCode } from '../../../contract/countries';
import { formatDate } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { storage } from '../../lib/storage';
import { DataList } from '../../ui/data-list';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PushOptIn } from '../../ui/push-opt-in';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { BusinessProfilePanel, OwnProfilePanel } from './profile-panels';
import { SecurityPanel } from './security-panel';
import { TwoFactorPanel } from './two-factor-panel';
import { SettingsFrame } from './settings-frame';
import { subAccountsQuery } from '../../queries/sub-accounts';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}
function loadState(query: QueryLike, what: string): ReactNode | null {
  if (query.isPending) return <Skeleton lines={3} label={`Loading ${what}`} />;
  if (query.isError) return <ErrorState error={query.error} what={what} onRetry={() => void query.refetch()} />;
  return null;
}

/** settings/general: the business profile, your profile, password and sessions, two-factor sign-in. */
export function GeneralSettingsScreen() {
  const session = readSessionSnapshot();
  const business = session.business;
  const accountId = storage.get('userAccountID') ?? business?.id ?? 0;
  const accounts = useQuery(subAccountsQuery());
  const current = accounts.data?.find((account) => account.id === business?.id);
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
            value: accounts.isPending ? 'Loading…' : (current?.merchant_id ?? 'Not Available'),
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
  const accounts = useQuery(subAccountsQuery());
  const state = loadState(accounts, 'your businesses');
  const currentId = storage.get('userAccountID');
  return (
    <SettingsFrame path="/dashboard/settings/accounts">
      {state ??
        (accounts.data && accounts.data.length > 0 ? (
          <DataList
            caption="Businesses"
            rows={accounts.data}
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
        ) : (
          <EmptyState title="No businesses yet" />
        ))}
    </SettingsFrame>
  );
}
