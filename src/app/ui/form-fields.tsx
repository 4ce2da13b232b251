import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField, type TextFieldProps } from './text-field';

/*
 * Fields of a conform form: the field's name, id, initial value, validity and first error wired in one
 * place, so a form lists only what differs (label, help, keyboard).
 */

type Field = FieldMetadata<string | number | null | undefined>;

export interface FormTextFieldProps extends Omit<TextFieldProps, 'id' | 'name' | 'defaultValue' | 'type' | 'form'> {
  field: Field;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'month' | 'date' | 'datetime-local';
}

/** error: a message from elsewhere (the server) when the field itself has none. */
export function FormTextField({ field, type = 'text', error, ...rest }: FormTextFieldProps) {
  return (
    <TextField
      {...getInputProps(field, { type })}
      {...rest}
      key={field.key}
      id={field.id}
      error={field.errors?.[0] ?? error}
    />
  );
}

export interface FormTextAreaProps {
  field: Field;
  label: string;
  rows?: number;
  maxLength?: number;
}

export function FormTextArea({ field, label, rows, maxLength }: FormTextAreaProps) {
  return (
    <TextAreaField
      {...getInputProps(field, { type: 'text' })}
      rows={rows}
      maxLength={maxLength}
      key={field.key}
      id={field.id}
      label={label}
      error={field.errors?.[0]}
    />
  );
}

export interface FormSelectProps {
  field: Field;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Remounts the select when its options arrive late, so the initial value can be selected. */
  optionsKey?: string | number;
}

export function FormSelect({ field, label, options, placeholder, optionsKey }: FormSelectProps) {
  return (
    <SelectField
      id={field.id}
      name={field.name}
      key={optionsKey === undefined ? field.key : `${field.key}-${optionsKey}`}
      label={label}
      placeholder={placeholder}
      defaultValue={field.initialValue as string | undefined}
      options={options}
      error={field.errors?.[0]}
    />
  );
}
