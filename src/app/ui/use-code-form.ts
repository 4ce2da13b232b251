import { getFormProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { useCallback, useRef, useState } from 'react';
import type * as v from 'valibot';

/*
 * The one form of a code (sign-in code, Enter OTP, a transfer's confirmation code, the authenticator's
 * code): conform with one of the contract's code schemas. The code is held here as well because the
 * field keeps digits only as they are typed and a Confirm button may depend on it; conform owns the
 * submit, the field's message, the focus on it, and (spec 2 §5) clearing the message when the code
 * changes.
 */

/** What a code form says when the code comes from an authenticator app (spec 2 §2). */
export const AUTHENTICATOR_TEXT = 'Please enter the code from the two-factor app on your mobile device';

export interface CodeFormOptions {
  id: string;
  /** One of the contract's code forms (`{ code }`). */
  schema: v.GenericSchema<unknown, { code: string }>;
  /** A valid code was submitted. */
  onCode: (code: string) => void;
}

export function useCodeForm({ id, schema, onCode }: CodeFormOptions) {
  const [code, setCodeValue] = useState('');
  const [form, fields] = useForm<{ code: string }>({
    id,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema, disableAutoCoercion: true }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onCode(submission.value.code);
    },
  });
  const field = fields.code;
  const shown = useRef({ form, hasError: false });
  shown.current = { form, hasError: Boolean(field.errors) };

  const setCode = useCallback((next: string) => {
    setCodeValue(next);
    const { form, hasError } = shown.current;
    if (hasError) form.update({ name: 'code', validated: false });
  }, []);

  return {
    formProps: getFormProps(form),
    code,
    setCode,
    /** The props of the CodeField: name, id, value, and the message of the code when it fails. */
    codeProps: { id: field.id, name: field.name, value: code, onValueChange: setCode, error: field.errors?.[0] },
  };
}
