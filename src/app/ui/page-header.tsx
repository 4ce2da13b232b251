import { type ReactNode, useId, useState } from 'react';
import './data.css';

export interface PageHeaderProps {
  title: string;
  /** A short line under the title (on a phone, one tap away behind "About this page"). */
  description?: ReactNode;
  /** Small text above the title (the area, e.g. 'Balance'); wide screens only. */
  eyebrow?: string;
  /** Links or buttons on the right (beside the title on a phone too, wrapping when long). */
  actions?: ReactNode;
  /** A link back to the parent screen. */
  back?: ReactNode;
  /**
   * Rendered into the server's first frame (src/app/first-frame/), before the app's code runs: the
   * "About this page" button holds its place but is disabled, as it could not open anything yet.
   */
  firstFrame?: boolean;
}

/**
 * The page heading of a dashboard screen: the only h1 of the page. On a phone it is one compact row
 * (title and actions) so the screen's records come first; the description waits behind a tap.
 */
export function PageHeader({ title, description, eyebrow, actions, back, firstFrame }: PageHeaderProps) {
  const [aboutOpen, setAboutOpen] = useState(false);
  const descriptionId = useId();
  return (
    <header className="page-header" data-about={aboutOpen ? 'open' : undefined}>
      {back ? <div className="page-header-back">{back}</div> : null}
      <div className="page-header-row">
        <div className="page-header-text">
          {eyebrow ? <p className="page-header-eyebrow">{eyebrow}</p> : null}
          <div className="page-header-title-row">
            <h1 className="page-header-title">{title}</h1>
            {description ? (
              <button
                type="button"
                className="page-header-about"
                aria-expanded={aboutOpen}
                aria-controls={descriptionId}
                aria-label="About this page"
                disabled={firstFrame}
                onClick={() => setAboutOpen((open) => !open)}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </div>
          {description ? (
            <p id={descriptionId} className="page-header-description">
              {description}
            </p>
          ) : null}
        </div>
        {actions ? <div className="page-header-actions">{actions}</div> : null}
      </div>
    </header>
  );
}
