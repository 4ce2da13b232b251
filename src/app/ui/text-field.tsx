import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  description?: ReactNode;
  /** The field's first error message, shown under it and linked with aria-describedby. */
  error?: string | undefined;
  /** A button inside the field (e.g. Show for a password). */
  action?: ReactNode;
}

/** An email address's input: the email keyboard, never capitalised or spell-checked. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, description, error, action, className, ...inputProps },
  ref,
) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="field-description">
          {description}
        </p>
      ) : null}
      <div className="field-control">
        <input
          {...inputProps}
          ref={ref}
          id={id}
          className={['input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-with-action={action ? true : undefined}
        />
        {action}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
