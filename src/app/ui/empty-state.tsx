import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}

export function EmptyState({ title, children, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="empty-state">
      {icon ? (
        <div className="empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="empty-state-title">{title}</Heading>
      {children ? <div className="empty-state-body">{children}</div> : null}
      {action}
    </section>
  );
}
