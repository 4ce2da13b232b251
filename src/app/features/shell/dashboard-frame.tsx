import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { activeMenuItem, MENU_SECTION_LABELS } from '../../../contract/menu';
import { HEADERLESS_ROUTES, NAMED_ROUTES } from '../../../contract/named-routes';
import { useWhiteLabel } from '../../lib/whitelabel';
import { InstallButton } from '../../ui/pwa/install-button';
import { OfflineIndicator } from '../../ui/pwa/offline-indicator';
import { toast } from '../../ui/toast';
import { AccountBanners } from './account-banners';
import { takeFlash } from './flash';
import { BottomTabs } from './bottom-tabs';
import { MoreSheet } from './more-sheet';
import { OnboardingModal, SessionTimeoutModal, WelcomeModal } from './shell-modals';
import { ShellSessionProvider, useShellSession } from './shell-session';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { UI_FLAG_KEYS, uiFlag } from './ui-flags';
import { useRouteVisitLog } from './use-route-visit-log';
import { useShellData } from './use-shell-data';
import { WalkthroughModal } from './walkthrough-modal';
import './shell.css';

/** The logged-in shell (spec 1 §2): sidebar or tab bar, top bar, banners, page header and modals. */
export function DashboardFrame() {
  return (
    <ShellSessionProvider>
      <Shell />
    </ShellSessionProvider>
  );
}

function Shell() {
  const { productName } = useWhiteLabel();
  const { session } = useShellSession();
  const data = useShellData();
  const queryClient = useQueryClient();
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const fromRegister = search.from === 'register';
  useRouteVisitLog();

  const [more, setMore] = useState<{ open: boolean; switcher: boolean }>({ open: false, switcher: false });
  const [walkthrough, setWalkthrough] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(false);

  useEffect(() => {
    document.title = `${session.companyName ?? 'Dashboard'} · ${productName}`;
  }, [productName, session.companyName]);

  // A message set just before an account switch reloaded the page (e.g. 'Business was added successfully').
  useEffect(() => {
    const flash = takeFlash();
    if (!flash) return;
    // After this commit: the root's Toaster subscribes in an effect that runs after ours.
    const timer = setTimeout(() => toast.success(flash), 0);
    return () => clearTimeout(timer);
  }, []);

  // The approvals count is refreshed on every route change (spec 1 §4).
  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['transfers', 'pendingApprovals'] });
  }, [pathname, queryClient]);

  // Welcome: once per user and account whose setup is not complete: approved accounts are
  // invited to explore, accounts that have not filled compliance to verify. Accounts in
  // review or rejected already carry a banner saying what to do.
  const userId = session.user?.id ?? 0;
  const accountId = session.accountId ?? 0;
  const setupComplete = data.preferences.some((p) => p.setting_name === 'setup_complete' && p.preference_value === '1');
  const welcomeFits = data.complianceLoaded && (data.complianceStatus === 'AA' || !data.complianceFilled);
  useEffect(() => {
    if (!data.preferencesLoaded || !welcomeFits || setupComplete || fromRegister) return;
    if (uiFlag.get(UI_FLAG_KEYS.welcomeSeen(userId, accountId))) return;
    setWelcomeOpen(true);
  }, [data.preferencesLoaded, welcomeFits, setupComplete, fromRegister, userId, accountId]);
  const closeWelcome = (open: boolean) => {
    setWelcomeOpen(open);
    if (!open) uiFlag.set(UI_FLAG_KEYS.welcomeSeen(userId, accountId), true);
  };

  const active = data.items ? activeMenuItem(pathname, data.items) : null;
  const activeItem = data.items?.find((item) => item.name === active);
  const headerless = HEADERLESS_ROUTES.some((name) => pathname.replace(/\/+$/, '') === NAMED_ROUTES[name]);
  const showModeBadge = data.complianceStatus !== '' && data.complianceStatus !== 'RE';
  const install = <InstallButton variant="plain" className="menu-row" />;

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Sidebar items={data.items} counts={data.counts} complianceStatus={data.complianceStatus} />
      <div className="shell-body">
        <TopBar
          showModeBadge={showModeBadge}
          hasNotice={data.banners.some((banner) => banner.kind !== 'test-mode')}
          onOpenSwitcher={() => setMore({ open: true, switcher: true })}
          onTakeTour={() => setWalkthrough(true)}
          installButton={install}
          offlineIndicator={<OfflineIndicator />}
        />
        <AccountBanners
          banners={data.banners}
          businessType={session.businessType}
          complianceStatus={data.complianceStatus}
          currency={session.currency ?? 'NGN'}
          dailyLimit={data.dailyLimit}
        />
        {headerless || !activeItem ? null : (
          <nav className="page-header" aria-label="Breadcrumb">
            <ol>
              <li>{MENU_SECTION_LABELS[activeItem.section]}</li>
              <li aria-current="page">{activeItem.label}</li>
            </ol>
          </nav>
        )}
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <BottomTabs
        items={data.items}
        counts={data.counts}
        moreOpen={more.open && !more.switcher}
        onOpenMore={() => setMore({ open: true, switcher: false })}
      />
      <MoreSheet
        isOpen={more.open}
        onOpenChange={(open) => setMore((current) => ({ ...current, open }))}
        focusSwitcher={more.switcher}
        items={data.items}
        counts={data.counts}
        complianceStatus={data.complianceStatus}
        installButton={install}
      />
      <OnboardingModal fromRegister={fromRegister} />
      <WelcomeModal
        isOpen={welcomeOpen}
        onOpenChange={closeWelcome}
        isApproved={data.complianceStatus === 'AA'}
        onExplore={() => {
          closeWelcome(false);
          setWalkthrough(true);
        }}
      />
      <WalkthroughModal isOpen={walkthrough} onOpenChange={setWalkthrough} businessType={session.businessType} />
      <SessionTimeoutModal />
    </div>
  );
}
