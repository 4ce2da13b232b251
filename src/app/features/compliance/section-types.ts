import type { CompliancePayload, ComplianceInfo } from '../../../contract/compliance';
import type { SectionId } from '../../../contract/compliance-rules';
import { storage } from '../../lib/storage';

export interface SectionProps {
  info: ComplianceInfo;
  onLeft: (left: number) => void;
  /** Sends the section's payload through the page (guards, toasts, next section). */
  /** left: the section's fields still empty or invalid after this save (0: the section is complete). */
  onSubmit: (section: SectionId, payload: CompliancePayload, left: number) => Promise<void>;
}

export const metaTrue = (info: ComplianceInfo, name: string): boolean =>
  info.compliance_meta.some((m) => m.name === name && (m.value === true || m.value === 'true'));

/** The saved files of a field as the upload widget shows them. */
export const savedFiles = (url: string | undefined, label: string) =>
  url ? [{ name: `${label} (uploaded)`, url }] : [];

/** merchant_id of the full payloads: the account the sections belong to (the server checks it is this one). */
export const merchantIdOf = (): string => String(storage.get('userAccountID') ?? '');
