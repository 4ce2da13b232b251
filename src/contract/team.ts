import * as v from 'valibot';
import { Empty, type EndpointDef } from './endpoint-def';
import { pagedList, pagingQuery } from './paging';
import { ROLES } from './roles';
import { CLIENT_AUDIT_ACTIONS } from './client-audits';

/** A pending invitation to the team: id is a reference, never the secret of the mailed link. */
export const Invitation = v.object({
  id: v.string(),
  email: v.string(),
  role: v.string(),
  invited_by: v.string(),
  created_at: v.string(),
  expires_at: v.string(),
});
export type Invitation = v.InferOutput<typeof Invitation>;

export const ChangeRoleRequest = v.object({ role: v.picklist(ROLES, 'Role is invalid') });
export type ChangeRoleRequest = v.InferInput<typeof ChangeRoleRequest>;

/** The audit actions the server records (and those the app reports); audit_data says what changed. */
export const AUDIT_ACTIONS = {
  'team.invited': 'Invited to the team',
  'team.invitation_resent': 'Invitation sent again',
  'team.invitation_revoked': 'Invitation withdrawn',
  'team.invitation_accepted': 'Invitation accepted',
  'team.role_changed': 'Role changed',
  'team.removed': 'Removed from the team',
  'webhook.updated': 'Webhook settings changed',
  'account.password_changed': 'Password changed',
  'account.signed_out_elsewhere': 'Signed out everywhere else',
  'keys.revealed': 'Secret keys revealed',
  'keys.regenerated': 'API keys regenerated',
  'whitelist.ip_added': 'IP address whitelisted',
  'whitelist.ip_removed': 'IP address removed from the whitelist',
  'settlement_account.added': 'Bank account added',
  'settlement_account.changed': 'Payout bank account changed',
  'settlement_account.default_set': 'Default bank account changed',
  'settlement_account.removed': 'Bank account removed',
  'approval_rule.saved': 'Approval rule changed',
  'approval_rule.removed': 'Approval rule removed',
  'subaccount.created': 'Subaccount created',
  'subaccount.updated': 'Subaccount changed',
  'subaccount.deactivated': 'Subaccount deactivated',
  'subaccount.activated': 'Subaccount activated',
  'account.profile_changed': 'Own profile changed',
  'business.profile_changed': 'Business profile changed',
  'two_factor.authenticator_on': 'Authenticator turned on',
  'two_factor.authenticator_off': 'Authenticator turned off',
  'two_factor.recovery_code_used': 'Recovery code used to sign in',
  'two_factor.email_codes_required': 'Emailed sign-in codes required',
  'two_factor.email_codes_not_required': 'Emailed sign-in codes no longer required',
  // Recorded at the app's request (v2/audits/create).
  ...CLIENT_AUDIT_ACTIONS,
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** Audit (spec 1 §3): action, audit_data, comment; plus who, when and from which address. */
export const AuditEntry = v.object({
  id: v.number(),
  action: v.string(),
  audit_data: v.record(v.string(), v.nullable(v.string())),
  comment: v.nullable(v.string()),
  actor: v.string(),
  ip_address: v.string(),
  created_at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;
export const AuditsList = pagedList('audits', AuditEntry);
export const AuditsQuery = v.object({
  action: v.optional(v.picklist(Object.keys(AUDIT_ACTIONS) as AuditAction[], 'Action is invalid')),
  ...pagingQuery,
});

/** The team of settings/users beyond the list and the invitation (those are in endpoints.ts). */
export const teamEndpoints = {
  invitations: {
    method: 'GET',
    path: 'v2/accounts/:id/invitations',
    host: 'main',
    auth: 'account',
    response: v.array(Invitation),
  },
  resendInvitation: {
    method: 'POST',
    path: 'v2/accounts/:id/invitations/:ref/resend',
    host: 'main',
    auth: 'account',
    response: v.object({ id: v.string() }),
  },
  revokeInvitation: {
    method: 'DELETE',
    path: 'v2/accounts/:id/invitations/:ref',
    host: 'main',
    auth: 'account',
    response: Empty,
  },
  changeCollaboratorRole: {
    method: 'PUT',
    path: 'v2/accounts/:id/collaborators/:userId',
    host: 'main',
    auth: 'account',
    body: ChangeRoleRequest,
    response: v.object({ id: v.number(), role: v.string() }),
  },
  removeCollaborator: {
    method: 'DELETE',
    path: 'v2/accounts/:id/collaborators/:userId',
    host: 'main',
    auth: 'account',
    response: Empty,
  },
  audits: {
    method: 'GET',
    path: 'v2/audits',
    host: 'main',
    auth: 'account',
    query: AuditsQuery,
    response: AuditsList,
  },
} as const satisfies Record<string, EndpointDef>;
