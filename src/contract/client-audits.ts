import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';

/**
 * POST v2/audits/create (spec 1 §3, §7: action, audit_data, comment): what only the app knows happened,
 * a file saved or a secret copied on the user's device. Every change the server makes audits itself, in
 * the change's own transaction; this call can add nothing else, and nothing edits or deletes an entry.
 */
export const CLIENT_AUDIT_ACTIONS = {
  'transactions.exported': 'Transactions exported',
  'keys.secret_copied': 'Secret key copied',
} as const;
export type ClientAuditAction = keyof typeof CLIENT_AUDIT_ACTIONS;

/** Actions about the secret keys, which only admins can see (spec 1 §6 API-role check). */
export const ADMIN_ONLY_CLIENT_AUDIT_ACTIONS: readonly ClientAuditAction[] = ['keys.secret_copied'];

export const MAX_AUDIT_DATA_ENTRIES = 10;
const auditText = (field: string, max: number) =>
  v.pipe(v.string(`${field} is invalid`), v.maxLength(max, `${field} is too long`));

export const AuditCreateRequest = v.object({
  action: v.picklist(Object.keys(CLIENT_AUDIT_ACTIONS) as ClientAuditAction[], 'Action is invalid'),
  audit_data: v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/, 'Audit data is invalid')),
      v.nullable(auditText('Audit data', 200)),
      'Audit data is invalid',
    ),
    v.check((data) => Object.keys(data).length <= MAX_AUDIT_DATA_ENTRIES, 'Audit data has too many entries'),
  ),
  comment: v.optional(v.nullable(auditText('Comment', 500))),
});
export type AuditCreateRequest = v.InferInput<typeof AuditCreateRequest>;

export const AUDIT_CREATE_MESSAGES = {
  recorded: 'Audit recorded',
  adminsOnly: 'Only an Owner or Admin can record this',
} as const;

export const clientAuditEndpoints = {
  auditCreate: {
    method: 'POST',
    path: 'v2/audits/create',
    host: 'main',
    auth: 'account',
    body: AuditCreateRequest,
    response: v.object({ id: v.number() }),
  },
} as const satisfies Record<string, EndpointDef>;
