import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BANNER_TEXTS } from '../../../contract/rules';
import { Panel } from '../../ui/detail-list';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { complianceStatusQuery } from './api';

/** compliance (status RE): why the documents were rejected and what to do next. */
export function ComplianceScreen() {
  const status = useQuery(complianceStatusQuery());
  let reason: ReactNode;
  if (status.isPending) reason = <Skeleton lines={1} label="Loading the rejection reason" />;
  else if (status.isError)
    reason = <ErrorState error={status.error} what="the rejection reason" onRetry={() => void status.refetch()} />;
  else reason = <p className="stat-value">{status.data.rejection_reason?.trim() || BANNER_TEXTS.rejectedFallback}</p>;
  return (
    <div className="screen">
      <PageHeader
        eyebrow="Compliance"
        title="Re-upload your documents"
        description="We could not verify your business with the documents you sent."
      />
      <Panel title="Why your documents were rejected">{reason}</Panel>
      <Panel title="What to do">
        <ol className="bullet-list">
          <li>Check the reason above and the email we sent you.</li>
          <li>Prepare a clear, complete copy of the document: every corner visible, no glare, not expired.</li>
          <li>Reply to that email with the corrected document, and we will review your business again.</li>
        </ol>
        <p className="text-secondary">Until the review passes, your account cannot go live.</p>
        <p>
          <Link to="/dashboard/settings/general" className="touch-link">
            Check your business profile
          </Link>
        </p>
      </Panel>
    </div>
  );
}
