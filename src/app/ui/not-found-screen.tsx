import { Link } from '@tanstack/react-router';
import { EmptyState } from './empty-state';

export function NotFoundScreen() {
  return (
    <main className="auth-layout">
      <div className="auth-card">
        <EmptyState title="Page not found" icon="?" headingLevel={1}>
          <p>The page you are looking for does not exist or has moved.</p>
        </EmptyState>
        <Link to="/" className="button" data-variant="primary" data-full-width="true">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
