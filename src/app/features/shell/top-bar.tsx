import { type ReactNode, useId, useRef, useState } from 'react';
import { namedRoutePath } from '../../../contract/named-routes';
import { isAdminRole } from '../../../contract/roles';
import { Dialog, Popover } from '../../ui/overlays';
import { PushOptIn } from '../../ui/push-opt-in';
import { CurrentAccount } from './account-switcher';
import { GlobalSearch } from './global-search';
import { Icon } from './icons';
import { RouteLink } from './route-link';
import { useShellSession } from './shell-session';
import { useSignOut } from './use-sign-out';

export const MODE_BADGE = {
  live: { label: 'You are live!', tooltip: "You're now live and can accept payments!" },
  test: { label: 'Test Mode', tooltip: "You're now on test mode." },
} as const;

export const NOTIFICATIONS = [
  {
    title: 'Introducing Transfers',
    body: 'Send money to bank accounts and mobile wallets, one at a time or in bulk.',
  },
  {
    title: 'New dashboard!',
    body: 'A faster dashboard that works on your phone. Take the tour to see what is where.',
  },
] as const;

/**
 * The You are live! / Test Mode badge with its tooltip; shown only when compliance is not RE. The
 * tooltip shows on hover and keyboard focus (CSS) and is the badge's description for screen readers;
 * Escape hides it until the pointer or focus leaves.
 */
export function ModeBadge({ isLive }: { isLive: boolean }) {
  const mode = isLive ? MODE_BADGE.live : MODE_BADGE.test;
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className="mode-badge-wrap"
      data-dismissed={dismissed || undefined}
      onPointerLeave={() => setDismissed(false)}
    >
      <button
        type="button"
        className="mode-badge"
        data-live={isLive}
        aria-describedby={tooltipId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        <span className="mode-dot" aria-hidden="true" />
        <span className="chip-label">{mode.label}</span>
      </button>
      <span id={tooltipId} role="tooltip" className="tooltip mode-tooltip">
        {mode.tooltip}
      </span>
    </span>
  );
}

/** A top-bar button that opens a popover (react-aria's, loaded on first open) below it. */
function usePopoverTrigger() {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    triggerRef,
    isOpen,
    setOpen,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': isOpen,
      onClick: () => setOpen(true),
    },
  };
}

function NotificationsBell({ onTakeTour }: { onTakeTour: () => void }) {
  // Transfer-approval alerts go to approvers only (Owner, Admin, v2-Admin).
  const approver = isAdminRole(useShellSession().session.role);
  const { triggerRef, isOpen, setOpen, triggerProps } = usePopoverTrigger();
  return (
    <>
      <button {...triggerProps} className="icon-button" aria-label="Notifications">
        <Icon name="bell" />
        <span className="bell-dot" aria-hidden="true" />
      </button>
      <Popover
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
        className="shell-popover notifications-popover"
        placement="bottom end"
      >
        {/* Closed through setOpen: a Dialog's own close reaches only a DialogTrigger's state, not this popover. */}
        <Dialog aria-label="Notifications" className="popover-dialog">
          <ul className="notifications">
            {NOTIFICATIONS.map((item) => (
              <li key={item.title} className="notification">
                <p className="notification-title">{item.title}</p>
                <p className="notification-body">{item.body}</p>
                {item.title === 'New dashboard!' ? (
                  <button
                    type="button"
                    className="button notification-action"
                    data-variant="ghost"
                    onClick={() => {
                      setOpen(false);
                      onTakeTour();
                    }}
                  >
                    Take the tour
                  </button>
                ) : null}
              </li>
            ))}
            {approver ? (
              <li className="notification">
                <PushOptIn compact />
              </li>
            ) : null}
          </ul>
        </Dialog>
      </Popover>
    </>
  );
}

function AvatarMenu({ extra }: { extra?: ReactNode }) {
  const { session } = useShellSession();
  const signOut = useSignOut();
  const email = session.user?.email ?? '';
  const initial = (session.user?.first_name?.[0] ?? email[0] ?? '?').toUpperCase();
  const { triggerRef, isOpen, setOpen, triggerProps } = usePopoverTrigger();
  return (
    <>
      <button {...triggerProps} className="icon-button" aria-label="Account menu">
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
      </button>
      <Popover
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
        className="shell-popover avatar-popover"
        placement="bottom end"
      >
        <Dialog aria-label="Account menu" className="popover-dialog">
          <div className="avatar-menu">
            <p className="avatar-menu-email">{email}</p>
            <RouteLink href={namedRoutePath('generalsettings')} className="menu-row" onClick={() => setOpen(false)}>
              <Icon name="settings" />
              Settings
            </RouteLink>
            {extra}
            <button
              type="button"
              className="menu-row"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              aria-busy={signOut.isPending || undefined}
            >
              <Icon name="logout" />
              Sign out
            </button>
          </div>
        </Dialog>
      </Popover>
    </>
  );
}

export interface TopBarProps {
  showModeBadge: boolean;
  hasNotice: boolean;
  onOpenSwitcher: () => void;
  onTakeTour: () => void;
  installButton?: ReactNode;
  offlineIndicator?: ReactNode;
}

/** The top bar: (phone) current business, search, mode badge, notifications, avatar menu. */
export function TopBar({
  showModeBadge,
  hasNotice,
  onOpenSwitcher,
  onTakeTour,
  installButton,
  offlineIndicator,
}: TopBarProps) {
  const { session } = useShellSession();
  return (
    <header className="top-bar" data-notice={hasNotice || undefined}>
      <div className="top-bar-row">
        {/* The name starts with what is visible (WCAG 2.5.3 label in name), then says what it does. */}
        <button type="button" className="top-bar-account" onClick={onOpenSwitcher}>
          <CurrentAccount compact />
          <span className="visually-hidden">Switch business</span>
          <Icon name="chevron" />
        </button>
        <div className="top-bar-search">
          <GlobalSearch />
        </div>
        <div className="top-bar-actions">
          {offlineIndicator}
          {showModeBadge ? <ModeBadge isLive={session.isLive} /> : null}
          <NotificationsBell onTakeTour={onTakeTour} />
          <AvatarMenu extra={installButton} />
        </div>
      </div>
    </header>
  );
}
