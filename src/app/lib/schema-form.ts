import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';

/*
 * Validation of the signed-out screens' forms with the contract's valibot schemas: the spec's
 * messages under each field, checked on submit (or as each field is left), then again as the person
 * types. The same job as @conform-to/react with @conform-to/valibot, which the dashboard's forms use;
 * the sign-in, sign-up, reset and invitation forms do without it because they are a phone's first
 * screen, whose code must stay under its budget (120 KB for everything /login needs), and conform
 * was 9 KB of it.
 */

export interface SchemaField {
  id: string;
  name: string;
  /** The field's first message, in a list as conform gives it. */
  errors: string[] | undefined;
}

export interface SchemaFormOptions<S extends v.GenericSchema> {
  /** Prefix of the fields' ids. */
  id?: string;
  schema: S;
  /** 'submit' (default): messages appear on submit; 'blur': also as each field is left. */
  validateOn?: 'submit' | 'blur';
  onValid: (value: v.InferOutput<S>, event: FormEvent<HTMLFormElement>) => void;
}

type FieldName<S extends v.GenericSchema> = Extract<keyof NonNullable<v.InferInput<S>>, string>;

/** The form's values as the schema reads them: text as typed, empty fields left out (so 'required' messages apply). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') values[name] = value;
  return values;
}

/** The first message of each field. */
function messagesOf(schema: v.GenericSchema, form: HTMLFormElement): Record<string, string> {
  const result = v.safeParse(schema, formValues(form));
  const messages: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !(path in messages)) messages[path] = issue.message;
    }
  }
  return messages;
}

export function useSchemaForm<S extends v.GenericSchema>({
  id,
  schema,
  validateOn = 'submit',
  onValid,
}: SchemaFormOptions<S>) {
  const autoId = useId();
  const prefix = id ?? autoId;
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<ReadonlySet<string> | 'all'>(new Set());
  const formRef = useRef<HTMLFormElement>(null);

  const show = (name: string) =>
    setShown((current) => (current === 'all' || current.has(name) ? current : new Set([...current, name])));

  const props = {
    id: prefix,
    ref: formRef,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = v.safeParse(schema, formValues(form));
      setShown('all');
      if (result.success) {
        setMessages({});
        onValid(result.output, event);
        return;
      }
      const next = messagesOf(schema, form);
      setMessages(next);
      // Like conform: the first field with a message gets the focus.
      const first = Object.keys(next)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      if (shown === 'all' || shown.size > 0) setMessages(messagesOf(schema, event.currentTarget));
    },
    onBlur: (event: FormEvent<HTMLFormElement>) => {
      if (validateOn !== 'blur') return;
      const name = (event.target as HTMLInputElement).name;
      if (!name) return;
      setMessages(messagesOf(schema, event.currentTarget));
      show(name);
    },
  };

  const fields = new Proxy({} as Record<FieldName<S>, SchemaField>, {
    get: (_, name: string): SchemaField => ({
      id: `${prefix}-${name}`,
      name,
      errors: messages[name] && (shown === 'all' || shown.has(name)) ? [messages[name]] : undefined,
    }),
  });

  return [{ props }, fields] as const;
}
