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
