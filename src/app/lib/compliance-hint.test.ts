import { afterEach, describe, expect, it } from 'vitest';
import { COMPLIANCE_DONE_COOKIE } from '../../contract/compliance-done';
import { noteComplianceDone } from './compliance-hint';

describe('the compliance hint for the server', () => {
  afterEach(() => {
    noteComplianceDone(false);
    window.history.replaceState(null, '', '/');
  });

  it('is sent with the dashboard pages only, says done, and is gone when not', () => {
    noteComplianceDone(true);
    expect(document.cookie).not.toContain(COMPLIANCE_DONE_COOKIE);
    window.history.replaceState(null, '', '/dashboard/compliance');
    expect(document.cookie).toContain(`${COMPLIANCE_DONE_COOKIE}=1`);
    noteComplianceDone(false);
    expect(document.cookie).not.toContain(COMPLIANCE_DONE_COOKIE);
  });
});
