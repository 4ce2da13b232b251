import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { useSignOut } from './use-sign-out';

const COMPLIANCE_LABELS: Record<string, string> = {
  AA: 'Approved',
  RE: 'Documents to be resubmitted',
  IR: 'In review',
};

export const complianceLabel = (status: string | null): string =>
  (status && COMPLIANCE_LABELS[status]) || 'Not submitted';

/** A simple authenticated overview: greeting, business, compliance and mode. */
export function OverviewPage() {
  const session = readSessionSnapshot();
  const signOut = useSignOut();
  const firstName = session.user?.first_name?.trim();
  return (
    <div className="overview">
      <section className="overview-hero">
        <p className="overview-eyebrow">Overview</p>
        <h1 className="overview-title">{firstName ? `Hello, ${firstName}` : 'Hello'}</h1>
        <p className="text-secondary">Here is where your business stands today.</p>
      </section>
      <dl className="overview-facts">
        <div className="overview-fact">
          <dt>Business</dt>
          <dd data-testid="business-name">{session.companyName ?? 'Your business'}</dd>
        </div>
        <div className="overview-fact">
          <dt>Compliance status</dt>
          <dd>
            <span className="badge" data-tone={session.complianceStatus === 'AA' ? 'success' : 'warning'}>
              {complianceLabel(session.complianceStatus)}
            </span>
          </dd>
        </div>
        <div className="overview-fact">
          <dt>Mode</dt>
          <dd>
            <span className="badge" data-tone={session.isLive ? 'success' : 'neutral'}>
              {session.isLive ? 'Live' : 'Test Mode'}
            </span>
          </dd>
        </div>
        {session.user ? (
          <div className="overview-fact">
            <dt>Signed in as</dt>
            <dd className="overview-email">{session.user.email}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <Button variant="secondary" onClick={() => signOut.mutate()} isPending={signOut.isPending}>
          Sign out of {session.companyName ?? 'your account'}
        </Button>
      </div>
    </div>
  );
}
