import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { Wallet } from '../../contract/areas';
import { formatMoney } from '../lib/money';
import { Panel } from './detail-list';

export interface WalletBalancesProps {
  wallets: readonly v.InferOutput<typeof Wallet>[];
  /** Extra content at the foot of each currency's panel (links, actions). */
  footer?: ReactNode;
}

/** Available and ledger balance of each wallet currency (spec 1 §3 wallet). */
export function WalletBalances({ wallets, footer }: WalletBalancesProps) {
  return (
    <div className="panel-grid">
      {wallets.map((wallet) => (
        <Panel key={wallet.wallet_currency_code} title={`${wallet.wallet_currency_code} balance`}>
          <div>
            <p className="stat-label">Available balance</p>
            <p className="stat-value">{formatMoney(wallet.available_balance, wallet.wallet_currency_code)}</p>
          </div>
          <div>
            <p className="stat-label">Ledger balance</p>
            <p className="text-secondary">{formatMoney(wallet.balance, wallet.wallet_currency_code)}</p>
          </div>
          {footer}
        </Panel>
      ))}
    </div>
  );
}
