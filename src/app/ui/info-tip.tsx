import { type ReactNode, useId, useState } from 'react';
import './info-tip.css';

export interface InfoTipProps {
  /** What the trigger is about, for its accessible name ('About your BVN'). */
  label: string;
  /** Shown instead of the info icon when given (a caption that opens the tip). */
  caption?: ReactNode;
  /** The tip itself. */
  children: ReactNode;
  /** The secure footer: a padlock and who secures the payment (the product's brand). */
  securedBy?: string;
}

/**
 * The tooltip widget of spec 2's shared widgets: an info icon (or a caption) whose tip shows on hover
 * and keyboard focus, and on tap on a touch screen (a tap toggles it, as hover never comes there);
 * Escape hides it. The tip describes the trigger for screen readers, so it is read without opening.
 */
export function InfoTip({ label, caption, children, securedBy }: InfoTipProps) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className="info-tip"
      data-open={open || undefined}
      data-dismissed={dismissed || undefined}
      onPointerLeave={() => setDismissed(false)}
    >
      <button
        type="button"
        className="info-tip-trigger"
        data-caption={caption ? true : undefined}
        aria-label={caption ? undefined : label}
        aria-describedby={tipId}
        aria-expanded={open}
        onClick={() => {
          setOpen((was) => !was);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            setDismissed(true);
          }
        }}
        onBlur={() => {
          setOpen(false);
          setDismissed(false);
        }}
      >
        {caption ?? (
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6.6" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M8 7v4.2M8 4.6v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        )}
      </button>
      <span id={tipId} role="tooltip" className="info-tip-bubble">
        <span className="info-tip-body">{children}</span>
        {securedBy ? (
          <span className="info-tip-secure">
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
              <path d="M5.2 7V5.2a2.8 2.8 0 0 1 5.6 0V7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            Secured by {securedBy}
          </span>
        ) : null}
      </span>
    </span>
  );
}
