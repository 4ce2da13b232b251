/** Roles of spec 1 §6 and spec 2 §6. */
export const ROLES = ['Owner', 'Admin', 'v2-Admin', 'v2-Operations', 'User', 'v2-User'] as const;
export type Role = (typeof ROLES)[number];

const ADMIN_ROLES: readonly string[] = ['Owner', 'Admin', 'v2-Admin'];
const OPERATIONS_ROLES: readonly string[] = [...ADMIN_ROLES, 'v2-Operations'];

/** Owner, Admin or v2-Admin: the admin check, also the approvers of transfers. */
export const isAdminRole = (role: string | null | undefined): boolean => role != null && ADMIN_ROLES.includes(role);
export const isApproverRole = isAdminRole;
export const isOperationsRole = (role: string | null | undefined): boolean =>
  role != null && OPERATIONS_ROLES.includes(role);

/** Admins always pass; others need the feature in their stored roles list (spec 1 §6). */
export const hasApiRole = (role: string | null | undefined, rolesAccess: readonly string[], feature: string): boolean =>
  isAdminRole(role) || rolesAccess.includes(feature);

/** isAccountCreator is true when there is no role id (spec 1 §6, spec 2 §6). */
export const isAccountCreator = (roleid: number | null | undefined): boolean => !roleid;

/** What each role may do, in the words the team screen shows beside the role (the server's permissions). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  Owner: 'Everything, including making, demoting and removing other Owners.',
  Admin: 'Everything but Owners: the team, settings, payouts and approving transfers.',
  'v2-Admin': 'Everything but Owners: the team, settings, payouts and approving transfers.',
  'v2-Operations': 'Day-to-day work: payments, customers, transfers and the store; no settings or approvals.',
  User: 'Payments, customers, balances and the store; may start transfers, which then need approval.',
  'v2-User': 'Payments, customers and balances; no transfers.',
};
export const roleSummary = (role: string): string => (ROLE_SUMMARIES as Record<string, string>)[role] ?? '';
