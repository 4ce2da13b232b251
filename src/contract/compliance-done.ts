/**
 * Whether a business has finished compliance, so its compliance screen sends it on to the overview
 * (spec 1 §2, spec 2 §2: open while compliance is incomplete, or RE to re-upload). Small on purpose: the
 * route's guard, the shell and the server's page all read it.
 */
export const complianceDone = (status: { completed: boolean; compliance_status: string }): boolean =>
  status.completed && status.compliance_status !== 'RE';

/**
 * A hint cookie the app sets once it knows the answer for the business it shows (1 when done, gone
 * otherwise). It holds no identity and grants nothing: the server only uses it to answer a page request
 * for the compliance screen with a redirect to the overview, instead of sending a frame the app would
 * leave at once. The app's own guard still decides on a fresh answer.
 */
export const COMPLIANCE_DONE_COOKIE = 'compliance-done';
