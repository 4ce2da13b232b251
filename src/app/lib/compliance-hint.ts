import { COMPLIANCE_DONE_COOKIE } from '../../contract/compliance-done';

/**
 * Tells the server, for the next page load, whether the business shown has finished compliance (see
 * contract/compliance-done.ts): a finished business that opens the compliance screen's address then gets
 * the overview's page at once. Scoped to /dashboard; forgotten at sign-out.
 */
export function noteComplianceDone(done: boolean): void {
  const attributes = `Path=/dashboard; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  // biome-ignore lint/suspicious/noDocumentCookie: one non-secret hint; the Cookie Store API is missing from Safari and Firefox
  document.cookie = done
    ? `${COMPLIANCE_DONE_COOKIE}=1; Max-Age=31536000; ${attributes}`
    : `${COMPLIANCE_DONE_COOKIE}=; Max-Age=0; ${attributes}`;
}
