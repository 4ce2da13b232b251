import { type ClientAuditAction, clientAuditEndpoints } from '../../contract/client-audits';
import { call } from '../lib/api-client';

/**
 * POST v2/audits/create: tells the audit log what only this device knows happened (a file saved, a secret
 * copied). Best effort: the user's action is done either way, so a failure is only logged (spec 1 §8).
 */
export async function reportAudit(
  action: ClientAuditAction,
  auditData: Record<string, string | null>,
  comment: string | null = null,
): Promise<void> {
  try {
    await call(clientAuditEndpoints.auditCreate, { body: { action, audit_data: auditData, comment } });
  } catch (error) {
    console.warn('The audit log did not record', action, error);
  }
}
