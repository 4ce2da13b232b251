import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { complianceDone } from '../../../contract/compliance-done';
import { isToggleAllowed } from '../../../contract/rules';
import { accountBanners } from '../../../contract/rules';
import { badgeFetches, menuItems } from '../../../contract/menu';
import { noteComplianceDone } from '../../lib/compliance-hint';
import { whiteLabelQuery } from '../../lib/whitelabel';
import { pendingApprovalsQuery, pendingChargebacksQuery, transactionLimitsQuery } from './api';
import { useShellSession } from './shell-session';
import { complianceStatusQuery } from '../../queries/compliance-status';
import { preferencesQuery } from '../../queries/preferences';
import { settlementAccountsQuery } from '../../queries/settlement-accounts';

/**
 * Everything the shell derives from its calls. Each call stands alone: a failing one
 * hides only what depends on it, never the whole shell.
 */
export function useShellData() {
  const { session } = useShellSession();
  const whiteLabel = useQuery(whiteLabelQuery());
  const preferences = useQuery(preferencesQuery());
  const compliance = useQuery(complianceStatusQuery());
  const settlementAccounts = useQuery(settlementAccountsQuery());
  const limits = useQuery(transactionLimitsQuery());
  const fetches = badgeFetches(session.role, session.isLive);
  const approvals = useQuery({ ...pendingApprovalsQuery(), enabled: fetches.pendingApprovals });
  const chargebacks = useQuery({ ...pendingChargebacksQuery(), enabled: fetches.pendingChargebacks });

  const complianceStatus = compliance.data?.compliance_status ?? session.complianceStatus ?? '';
  // The server's page for the compliance screen follows what the app last learnt (lib/compliance-hint.ts).
  const done = compliance.data ? complianceDone(compliance.data) : null;
  useEffect(() => {
    if (done !== null) noteComplianceDone(done);
  }, [done]);
  const prefs = useMemo(() => preferences.data ?? [], [preferences.data]);
  const allowToggle = prefs.find((p) => p.setting_name === 'allow_dashboard_toggle')?.preference_value;

  // Derived once per change of what they come from: the frame's parts are memoised on them, so an
  // answer that changes nothing they show does not re-render the whole frame.
  const menuReady = whiteLabel.data !== undefined || whiteLabel.isError;
  const hiddenMenu = whiteLabel.data?.hidden_menu;
  const complianceFilled = compliance.data?.filled ?? false;
  const items = useMemo(
    () =>
      menuReady
        ? menuItems({
            hiddenMenu: hiddenMenu ?? [],
            complianceFilled,
            isLive: session.isLive,
            accountId: session.accountId,
            country: session.country,
            businessType: session.businessType,
            preferences: prefs,
          })
        : null,
    [
      menuReady,
      hiddenMenu,
      complianceFilled,
      session.isLive,
      session.accountId,
      session.country,
      session.businessType,
      prefs,
    ],
  );

  // Banners wait for what they depend on, so none flashes in and out.
  const bannersReady = compliance.isSuccess || compliance.isError;
  const rejectionReason = compliance.data?.rejection_reason ?? null;
  // Unknown (loading or failed) counts as having one: the add-bank banner needs a real answer.
  const hasBankAccount = settlementAccounts.data ? settlementAccounts.data.length > 0 : true;
  const banners = useMemo(
    () =>
      bannersReady
        ? accountBanners({
            complianceStatus,
            rejectionReason,
            country: session.country ?? '',
            isLive: session.isLive,
            complianceFilled,
            hasBankAccount,
            toggleAllowed: isToggleAllowed(allowToggle),
          })
        : [],
    [
      bannersReady,
      complianceStatus,
      rejectionReason,
      session.country,
      session.isLive,
      complianceFilled,
      hasBankAccount,
      allowToggle,
    ],
  );
  const pendingApprovals = fetches.pendingApprovals ? (approvals.data ?? null) : null;
  const pendingChargebacks = fetches.pendingChargebacks ? (chargebacks.data ?? null) : null;
  const counts = useMemo(() => ({ pendingApprovals, pendingChargebacks }), [pendingApprovals, pendingChargebacks]);

  return {
    session,
    items,
    complianceStatus,
    complianceFilled,
    complianceLoaded: compliance.isSuccess,
    preferences: prefs,
    preferencesLoaded: preferences.isSuccess,
    dailyLimit: limits.data?.[0]?.limit_daily ?? null,
    counts,
    banners,
  };
}
export type ShellData = ReturnType<typeof useShellData>;
