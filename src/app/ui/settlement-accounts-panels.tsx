import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { SettlementAccount } from '../../contract/accounts';
import { settlementAccountsQuery } from '../queries/settlement-accounts';
import { DetailList, Panel } from './detail-list';
import { EmptyState } from './empty-state';
import { QueryBoundary } from './query-boundary';
import { Skeleton } from './skeleton';
import { StatusBadge } from './status-badge';

export interface SettlementAccountsPanelsProps {
  /** How the screen names the accounts in its loading and error text ('settlement accounts', 'bank accounts'). */
  what: string;
  /** What an account's panel offers below its details (settings: make default, remove). */
  actions?: (account: SettlementAccount) => ReactNode;
}

/** The bank accounts settlements go to, one panel each, the default one marked (balance/accounts, settings/bankaccount). */
export function SettlementAccountsPanels({ what, actions }: SettlementAccountsPanelsProps) {
  return (
    <QueryBoundary what={what} pending={<Skeleton lines={2} label={`Loading ${what}`} />}>
      <AccountsPanels what={what} actions={actions} />
    </QueryBoundary>
  );
}

function AccountsPanels({ actions }: SettlementAccountsPanelsProps) {
  const { data: accounts } = useSuspenseQuery(settlementAccountsQuery());
  if (accounts.length === 0)
    return (
      <EmptyState title="No bank account yet">
        <p>We don't know how to pay you. Add a bank so we can deposit your earnings.</p>
      </EmptyState>
    );
  return (
    <div className="panel-grid">
      {accounts.map((account) => (
        <Panel
          key={account.id}
          title={account.bank_name}
          actions={account.is_default ? <StatusBadge label="Default" tone="success" /> : undefined}
        >
          <DetailList
            items={[
              { label: 'Account name', value: account.account_name },
              { label: 'Account number', value: account.account_number },
              { label: 'Bank code', value: account.bank_code },
              { label: 'Country', value: account.country },
            ]}
          />
          {actions?.(account)}
        </Panel>
      ))}
    </div>
  );
}
