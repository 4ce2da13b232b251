import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

/** no-access: the page is not available to this user or business. */
export function NoAccessScreen() {
  return (
    <div className="screen">
      <PageHeader title="No access" />
      <EmptyState title="You do not have access to this page" icon="!">
        <p>This page is not available for your business or your role. Ask the business owner if you need it.</p>
      </EmptyState>
      <p className="text-center">
        <Link to="/dashboard/overview" className="button" data-variant="primary">
          Go to overview
        </Link>
      </p>
    </div>
  );
}
