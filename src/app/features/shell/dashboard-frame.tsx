import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { activeMenuItem, MENU_SECTION_LABELS } from '../../../contract/menu';
import { HEADERLESS_ROUTES, NAMED_ROUTES } from '../../../contract/named-routes';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
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
import { invalidatePendingApprovals } from '../../queries/transfers';

// The frame's parts re-render only when their own props change (not on every answer the frame's
// calls bring): on a phone each whole-frame render was a long task.
const FrameSidebar = memo(Sidebar);
const FrameTopBar = memo(TopBar);
const FrameBanners = memo(AccountBanners);
const FrameTabs = memo(BottomTabs);
const FrameMoreSheet = memo(MoreSheet);
const FrameWelcome = memo(WelcomeModal);
const FrameWalkthrough = memo(WalkthroughModal);
const FrameOnboarding = memo(OnboardingModal);
const FrameSessionTimeout = memo(SessionTimeoutModal);
const Screen = memo(Outlet);

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
  // The sidebar on tablets and desktops, the tab bar on phones: only the one shown is rendered.
  const wide = useMediaQuery(WIDE_SCREEN);
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
    void invalidatePendingApprovals(queryClient);
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
  const closeWelcome = useCallback(
    (open: boolean) => {
      setWelcomeOpen(open);
      if (!open) uiFlag.set(UI_FLAG_KEYS.welcomeSeen(userId, accountId), true);
    },
    [userId, accountId],
  );
  const openSwitcher = useCallback(() => setMore({ open: true, switcher: true }), []);
  const openMore = useCallback(() => setMore({ open: true, switcher: false }), []);
  const takeTour = useCallback(() => setWalkthrough(true), []);
  const setMoreOpen = useCallback((open: boolean) => setMore((current) => ({ ...current, open })), []);
  const explore = useCallback(() => {
    closeWelcome(false);
    setWalkthrough(true);
  }, [closeWelcome]);

  const active = data.items ? activeMenuItem(pathname, data.items) : null;
  const activeItem = data.items?.find((item) => item.name === active);
  const headerless = HEADERLESS_ROUTES.some((name) => pathname.replace(/\/+$/, '') === NAMED_ROUTES[name]);
  const showModeBadge = data.complianceStatus !== '' && data.complianceStatus !== 'RE';
  const install = useMemo(() => <InstallButton variant="plain" className="menu-row" />, []);
  const offline = useMemo(() => <OfflineIndicator />, []);
  const hasNotice = data.banners.some((banner) => banner.kind !== 'test-mode');

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {wide ? <FrameSidebar items={data.items} counts={data.counts} complianceStatus={data.complianceStatus} /> : null}
      <div className="shell-body">
        <FrameTopBar
          showModeBadge={showModeBadge}
          hasNotice={hasNotice}
          onOpenSwitcher={openSwitcher}
          onTakeTour={takeTour}
          installButton={install}
          offlineIndicator={offline}
        />
        <FrameBanners
          banners={data.banners}
          businessType={session.businessType}
          complianceStatus={data.complianceStatus}
          currency={session.currency ?? 'NGN'}
          dailyLimit={data.dailyLimit}
        />
        {headerless ? null : (
          // Always there, empty until the menu is known, so the screen below does not move when it fills.
          <nav className="shell-breadcrumbs" aria-label="Breadcrumb" aria-hidden={activeItem ? undefined : true}>
            {activeItem ? (
              <ol>
                <li>{MENU_SECTION_LABELS[activeItem.section]}</li>
                <li aria-current="page">{activeItem.label}</li>
              </ol>
            ) : null}
          </nav>
        )}
        <main id="main" className="shell-main" tabIndex={-1}>
          <Screen />
        </main>
      </div>
      {wide ? null : (
        <FrameTabs
          items={data.items}
          counts={data.counts}
          moreOpen={more.open && !more.switcher}
          onOpenMore={openMore}
        />
      )}
      <FrameMoreSheet
        isOpen={more.open}
        onOpenChange={setMoreOpen}
        focusSwitcher={more.switcher}
        items={data.items}
        counts={data.counts}
        complianceStatus={data.complianceStatus}
        installButton={install}
      />
      <FrameOnboarding fromRegister={fromRegister} />
      <FrameWelcome
        isOpen={welcomeOpen}
        onOpenChange={closeWelcome}
        isApproved={data.complianceStatus === 'AA'}
        onExplore={explore}
      />
      <FrameWalkthrough isOpen={walkthrough} onOpenChange={setWalkthrough} businessType={session.businessType} />
      <FrameSessionTimeout />
    </div>
  );
}
