import type { ReactNode } from 'react';
import './data.css';

export interface FormSkeletonProps {
  /** Read by screen readers while loading. */
  label: string;
  /** The form's fields in order, with the words they show before any value (label, description). */
  fields: readonly { label: string; description?: string }[];
  /** The form's own layout class, so the placeholder takes the same gaps as the form. */
  className?: string;
  /** What follows the fields (the actions' row), kept at its place. */
  children?: ReactNode;
}

/**
 * A form's placeholder while its values load: the fields' labels and descriptions with a grey box where
 * each control goes, the same height as the loaded form, so the form replaces it without moving what is
 * below (a short skeleton in a tall form's place moved the rest of the screen as it arrived).
 */
export function FormSkeleton({ label, fields, className, children }: FormSkeletonProps) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {fields.map((field) => (
        <div key={field.label} className="field" aria-hidden="true">
          <span className="field-label">{field.label}</span>
          {field.description ? <p className="field-description">{field.description}</p> : null}
          <span className="skeleton-line skeleton-control" />
        </div>
      ))}
      {children ? <div aria-hidden="true">{children}</div> : null}
    </div>
  );
}

/** A button's place in a placeholder (the actions' row of a form that is loading; `inline` within a line). */
export function SkeletonButton({ inline = false }: { inline?: boolean }) {
  return <span className="skeleton-line skeleton-button" data-inline={inline || undefined} />;
}
