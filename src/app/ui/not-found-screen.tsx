import { Link } from '@tanstack/react-router';
import { EmptyState } from './empty-state';

const NOT_FOUND_TEXT = 'The page you are looking for does not exist or has moved.';

export function NotFoundScreen() {
  return (
    <main className="auth-layout">
      <div className="auth-card">
        <EmptyState title="Page not found" icon="?" headingLevel={1}>
          <p>{NOT_FOUND_TEXT}</p>
        </EmptyState>
        <Link to="/" className="button" data-variant="primary" data-full-width="true">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}

/**
 * A dashboard path that does not exist, inside the shell: the tabs, menu and business stay, so a
 * mistyped or outdated link is one tap from anywhere else (the frame holds the page's main landmark).
 */
export function DashboardNotFoundScreen() {
  return (
    <div className="screen">
      <EmptyState
        title="Page not found"
        icon="?"
        headingLevel={1}
        action={
          <Link to="/dashboard/overview" className="button" data-variant="primary">
            Go to the overview
          </Link>
        }
      >
        <p>{NOT_FOUND_TEXT}</p>
      </EmptyState>
    </div>
  );
}
