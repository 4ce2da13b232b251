import '../../ui/data.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { SubAccount } from '../../../contract/accounts';
import { isAccountCreator } from '../../../contract/roles';
import { capitalisedBusinessType } from '../../../contract/rules';
import { initialsOf } from '../../lib/initials';
import { Dialog, Popover } from '../../ui/overlays';
import { Spinner } from '../../ui/spinner';
import { barterMerchantIdQuery } from './api';
import { Icon } from './icons';
import { useShellSession } from './shell-session';
import { type AccountSwitch, useAccountSwitch } from './use-account-switch';
import { subAccountsQuery } from '../../queries/sub-accounts';

/**
 * The two modals load when first asked for (Add new business; a switch that needs a code): their forms
 * (conform, the code form) stay out of every dashboard screen's first load.
 */
const NewBusinessModal = lazy(() => import('./new-business-modal').then((m) => ({ default: m.NewBusinessModal })));
const OtpModal = lazy(() => import('./otp-modal').then((m) => ({ default: m.OtpModal })));

/** A name with no letters still gets a mark in its avatar. */
const avatarOf = (name: string) => initialsOf(name) || '·';

/** 'Merchant ID: …' or the capitalised business type (default Business). */
export function accountCaption(
  current: Pick<SubAccount, 'merchant_id' | 'business_type'> | undefined,
  fallbackType: string | null,
) {
  if (current?.merchant_id) return `Merchant ID: ${current.merchant_id}`;
  return capitalisedBusinessType(current?.business_type ?? fallbackType);
}

/** The other businesses, filtered by the quick-search text. */
export function otherBusinesses(list: readonly SubAccount[], currentId: number | null, search: string): SubAccount[] {
  const term = search.trim().toLowerCase();
  return list.filter((entry) => entry.id !== currentId && (!term || entry.business_name.toLowerCase().includes(term)));
}

export interface SwitcherPanelProps {
  switcher: AccountSwitch;
  onAddBusiness: () => void;
}

/** Quick search, the other businesses (Your Business badge for Owner), Add new business for creators. */
export function SwitcherPanel({ switcher, onAddBusiness }: SwitcherPanelProps) {
  const { session } = useShellSession();
  const id = useId();
  const [search, setSearch] = useState('');
  const accounts = useQuery(subAccountsQuery());
  const others = otherBusinesses(accounts.data ?? [], session.accountId, search);

  return (
    <div className="switcher-panel">
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        Search businesses
      </label>
      <input
        id={`${id}-search`}
        className="input switcher-search"
        type="search"
        placeholder="Search businesses"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {accounts.isPending ? (
        <ul className="switcher-list" aria-hidden="true">
          <li className="skeleton-line shell-skeleton shell-skeleton-row" />
          <li className="skeleton-line shell-skeleton shell-skeleton-row" />
        </ul>
      ) : accounts.isError ? (
        <p className="switcher-note" role="alert">
          Your businesses could not be loaded.
        </p>
      ) : others.length === 0 ? (
        <p className="switcher-note">
          {search.trim() ? 'No business matches your search.' : 'You have no other business.'}
        </p>
      ) : (
        <ul className="switcher-list" aria-label="Your other businesses">
          {others.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="switcher-item"
                disabled={switcher.pendingAccount !== null}
                aria-busy={switcher.pendingAccount === entry.id || undefined}
                onClick={() => void switcher.switchTo(entry.id)}
              >
                <span className="avatar" aria-hidden="true">
                  {avatarOf(entry.business_name)}
                </span>
                <span className="switcher-item-text">
                  <span className="switcher-item-name">{entry.business_name}</span>
                  {entry.role === 'Owner' ? <span className="pill">Your Business</span> : null}
                </span>
                {switcher.pendingAccount === entry.id ? <Spinner label={`Opening ${entry.business_name}`} /> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {isAccountCreator(session.roleId) ? (
        <button type="button" className="switcher-add" onClick={onAddBusiness}>
          <Icon name="plus" />
          Add new business
        </button>
      ) : null}
    </div>
  );
}

/** The current business: name and caption. */
export function CurrentAccount({ compact = false }: { compact?: boolean }) {
  const { session } = useShellSession();
  const accounts = useQuery(subAccountsQuery());
  const barter = useQuery(barterMerchantIdQuery());
  const listed = accounts.data?.find((entry) => entry.id === session.accountId);
  const current = listed && { ...listed, merchant_id: barter.data ?? listed.merchant_id };
  const name = session.companyName ?? current?.business_name ?? 'Your business';
  return (
    <>
      <span className="avatar" aria-hidden="true">
        {avatarOf(name)}
      </span>
      <span className="current-account-text" data-compact={compact || undefined}>
        <span className="current-account-name">{name}</span>
        <span className="current-account-caption">{accountCaption(current, session.businessType)}</span>
      </span>
    </>
  );
}

/** True from the first render in which `flag` is, for good. */
function useEverTrue(flag: boolean): boolean {
  const [ever, setEver] = useState(flag);
  if (flag && !ever) setEver(true);
  return ever || flag;
}

/** Wires the panel, the Create new business modal and the Enter OTP modal around one switch state. */
export function useSwitcherModals(onBackToList: () => void) {
  const { session } = useShellSession();
  const switcher = useAccountSwitch();
  const [adding, setAdding] = useState(false);
  // Each modal mounts when first asked for, then stays mounted so that it closes with its own animation.
  const addingAsked = useEverTrue(adding);
  const otpAsked = useEverTrue(Boolean(switcher.otp));
  const modals = (
    <>
      {addingAsked ? (
        <Suspense fallback={null}>
          <NewBusinessModal
            isOpen={adding}
            onOpenChange={setAdding}
            context={{
              country: session.country ?? 'NG',
              currency: session.currency ?? 'NGN',
              contactPerson: session.fullName,
            }}
            onCreated={async (accountId) => {
              setAdding(false);
              await switcher.switchToNew(accountId);
            }}
          />
        </Suspense>
      ) : null}
      {otpAsked ? (
        <Suspense fallback={null}>
          <OtpModal
            challenge={switcher.otp?.challenge ?? null}
            isConfirming={switcher.isConfirming}
            isResending={switcher.isResending}
            onConfirm={(code) => void switcher.confirm(code)}
            onResend={() => void switcher.resend()}
            onCancel={switcher.cancelOtp}
            onBack={() => {
              switcher.cancelOtp();
              onBackToList();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
  return { switcher, openAdd: () => setAdding(true), modals };
}

/** The switcher at the top of the sidebar: the current business opens a popover with the panel. */
export function AccountSwitcher({ collapsed }: { collapsed: boolean }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { switcher, openAdd, modals } = useSwitcherModals(() => setOpen(true));
  return (
    <div className="switcher">
      <button
        ref={trigger}
        type="button"
        className="current-account"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <CurrentAccount compact={collapsed} />
        <span className="visually-hidden">Switch business</span>
        {collapsed ? null : <Icon name="chevron" />}
      </button>
      <Popover
        triggerRef={trigger}
        isOpen={open}
        onOpenChange={setOpen}
        className="shell-popover switcher-popover"
        placement="bottom start"
      >
        <Dialog aria-label="Switch business" className="popover-dialog">
          <SwitcherPanel
            switcher={switcher}
            onAddBusiness={() => {
              setOpen(false);
              openAdd();
            }}
          />
        </Dialog>
      </Popover>
      {modals}
    </div>
  );
}
