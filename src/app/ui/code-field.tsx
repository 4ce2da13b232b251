import { forwardRef } from 'react';
import { digitsOnly } from '../../contract/validators';
import { TextField, type TextFieldProps } from './text-field';

export interface CodeFieldProps
  extends Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'defaultValue'> {
  value: string;
  onValueChange: (value: string) => void;
  maxDigits?: number;
}

/** A one-time code input: digits only (spec 1 §5), numeric keypad, one-time-code autofill. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { value, onValueChange, maxDigits = 8, className, ...props },
  ref,
) {
  return (
    <TextField
      {...props}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      className={['code-input', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => onValueChange(digitsOnly(event.target.value).slice(0, maxDigits))}
    />
  );
});
