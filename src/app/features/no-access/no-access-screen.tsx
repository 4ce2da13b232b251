import { Link } from '@tanstack/react-router';
import { NO_ACCESS_HEADINGS } from './headings';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

/** no-access: the page is not available to this user or business. */
export function NoAccessScreen() {
  return (
    <div className="screen">
      <PageHeader {...NO_ACCESS_HEADINGS['/dashboard/no-access']} />
      <EmptyState title="You do not have access to this page" icon="!" />
      <p className="text-center">
        <Link to="/dashboard/overview" className="button" data-variant="primary">
          Go to overview
        </Link>
      </p>
    </div>
  );
}
