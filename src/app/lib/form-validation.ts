import { parseWithValibot } from '@conform-to/valibot';
import type * as v from 'valibot';

export interface ValidateWithOptions {
  /** When messages first appear: as each field is left (default), or on submit. Either way they follow typing after. */
  when?: 'blur' | 'submit';
  /** false keeps every value as the text typed (conform otherwise turns numbers and dates into their types). */
  coerce?: boolean;
}

/**
 * The validation half of a dashboard form's conform options: a contract schema, checked as the person
 * leaves each field (or submits) and again as they type, so every form shows its messages the same way.
 */
export function validateWith<S extends v.GenericSchema>(schema: S, options: ValidateWithOptions = {}) {
  const disableAutoCoercion = options.coerce === false;
  return {
    shouldValidate: options.when === 'submit' ? 'onSubmit' : 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }: { formData: FormData }) => parseWithValibot(formData, { schema, disableAutoCoercion }),
  } as const;
}
