import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label and disables the button while a request runs. */
  isPending?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  isPending = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['button', rest.className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-full-width={fullWidth}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
    >
      {isPending ? <Spinner /> : null}
      {children}
    </button>
  );
}
