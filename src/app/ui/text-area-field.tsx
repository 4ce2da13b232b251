import { forwardRef, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  /** The field's first error message, shown under it and linked with aria-describedby. */
  error?: string | undefined;
}

/** A labelled multi-line field, styled and wired like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, error, className, rows = 3, ...props },
  ref,
) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...props}
        ref={ref}
        id={id}
        rows={rows}
        className={['input', 'textarea', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
