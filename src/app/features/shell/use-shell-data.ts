import { useQuery } from '@tanstack/react-query';
import { isToggleAllowed } from '../../../contract/rules';
import { accountBanners } from '../../../contract/rules';
import { badgeFetches, menuItems } from '../../../contract/menu';
import { whiteLabelQuery } from '../../lib/whitelabel';
import {
  complianceStatusQuery,
  pendingApprovalsQuery,
  pendingChargebacksQuery,
  preferencesQuery,
  settlementAccountsQuery,
  transactionLimitsQuery,
} from './api';
import { useShellSession } from './shell-session';

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
  const prefs = preferences.data ?? [];
  const allowToggle = prefs.find((p) => p.setting_name === 'allow_dashboard_toggle')?.preference_value;

  const menuReady = whiteLabel.data !== undefined || whiteLabel.isError;
  const items = menuReady
    ? menuItems({
        hiddenMenu: whiteLabel.data?.hidden_menu ?? [],
        complianceFilled: compliance.data?.filled ?? false,
        isLive: session.isLive,
        accountId: session.accountId,
        country: session.country,
        businessType: session.businessType,
        preferences: prefs,
      })
    : null;

  // Banners wait for what they depend on, so none flashes in and out.
  const bannersReady = compliance.isSuccess || compliance.isError;
  const banners = bannersReady
    ? accountBanners({
        complianceStatus,
        rejectionReason: compliance.data?.rejection_reason ?? null,
        country: session.country ?? '',
        isLive: session.isLive,
        complianceFilled: compliance.data?.filled ?? false,
        // Unknown (loading or failed) counts as having one: the add-bank banner needs a real answer.
        hasBankAccount: settlementAccounts.data ? settlementAccounts.data.length > 0 : true,
        toggleAllowed: isToggleAllowed(allowToggle),
      })
    : [];

  return {
    session,
    items,
    complianceStatus,
    complianceFilled: compliance.data?.filled ?? false,
    complianceLoaded: compliance.isSuccess,
    preferences: prefs,
    preferencesLoaded: preferences.isSuccess,
    dailyLimit: limits.data?.[0]?.limit_daily ?? null,
    counts: {
      pendingApprovals: fetches.pendingApprovals ? (approvals.data ?? null) : null,
      pendingChargebacks: fetches.pendingChargebacks ? (chargebacks.data ?? null) : null,
    },
    banners,
  };
}
export type ShellData = ReturnType<typeof useShellData>;
