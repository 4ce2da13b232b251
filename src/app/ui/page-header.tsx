import type { ReactNode } from 'react';
import './data.css';

export interface PageHeaderProps {
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  /** Small text above the title (the area, e.g. 'Balance'). */
  eyebrow?: string;
  /** Links or buttons on the right (below the title on a phone). */
  actions?: ReactNode;
  /** A link back to the parent screen. */
  back?: ReactNode;
}

/** The page heading of a dashboard screen: the only h1 of the page. */
export function PageHeader({ title, description, eyebrow, actions, back }: PageHeaderProps) {
  return (
    <header className="page-header">
      {back ? <div className="page-header-back">{back}</div> : null}
      <div className="page-header-row">
        <div className="page-header-text">
          {eyebrow ? <p className="page-header-eyebrow">{eyebrow}</p> : null}
          <h1 className="page-header-title">{title}</h1>
          {description ? <p className="page-header-description">{description}</p> : null}
        </div>
        {actions ? <div className="page-header-actions">{actions}</div> : null}
      </div>
    </header>
  );
}
