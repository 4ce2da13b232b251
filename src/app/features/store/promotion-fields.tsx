import { type FieldMetadata, type getFormProps, getInputProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { TextField, type TextFieldProps } from '../../ui/text-field';
import '../../ui/form-layout.css';

// biome-ignore lint/suspicious/noExplicitAny: a conform field of any form's schema
type AnyField = FieldMetadata<any, any, any>;

export interface FormTextFieldProps extends Omit<TextFieldProps, 'id' | 'type' | 'name' | 'defaultValue'> {
  field: AnyField;
  type?: 'text' | 'url' | 'datetime-local';
}

/** A text field bound to a conform field: its name, first value and first message. */
export function FormTextField({ field, type = 'text', ...props }: FormTextFieldProps) {
  const { key: _key, ...input } = getInputProps(field, { type });
  return <TextField {...input} {...props} id={field.id} error={field.errors?.[0]} />;
}

export interface ScheduleFieldsProps {
  from: AnyField;
  until: AnyField;
  fromLabel: string;
  untilLabel: string;
  /** What leaving the end empty means. */
  untilHint: string;
}

/** When a promotion runs: a start, and an end that may stay empty. */
export function ScheduleFields({ from, until, fromLabel, untilLabel, untilHint }: ScheduleFieldsProps) {
  return (
    <>
      <FormTextField field={from} type="datetime-local" label={fromLabel} />
      <FormTextField field={until} type="datetime-local" label={untilLabel} description={untilHint} />
    </>
  );
}

/** The promotion's on/off checkbox ('on' when checked, as the form schemas read it). */
export function ActiveCheck({ field, children }: { field: AnyField; children: ReactNode }) {
  return (
    <label className="promo-check">
      <input type="checkbox" id={field.id} name={field.name} defaultChecked={field.initialValue === 'on'} />
      {children}
    </label>
  );
}

export interface PromotionFormProps {
  formProps: ReturnType<typeof getFormProps>;
  /** The panel's title ('Coupon'). */
  title: string;
  /** What the server said when the save failed; the typed values stay. */
  error: string | null;
  isPending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A promotion's form: the save's error above, the fields in one panel, the submit button below. */
export function PromotionForm({ formProps, title, error, isPending, submitLabel, children }: PromotionFormProps) {
  return (
    <form {...formProps} className="form-stack">
      <FormAlert>{error}</FormAlert>
      <Panel title={title}>{children}</Panel>
      <div className="form-actions">
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
