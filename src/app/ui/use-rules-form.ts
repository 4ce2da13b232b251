import { getFormProps, parse, useForm } from '@conform-to/react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

/*
 * A conform form whose rules are one of the contract's "problems" functions (field → the spec's
 * message) instead of a valibot schema: the compliance sections, whose rules depend on the country,
 * the bank and what the server verified. Values are held here (inputs filter keys as they are typed,
 * and some values come from the server); conform owns the form: its submit, which errors are shown
 * (all after a submit or `showProblems`), the focus on the first one, and (spec 2 §5) an error
 * clearing as soon as its field changes.
 */

export type Problems = Record<string, string>;

/** Conform's hidden button of an intent (validate, update): its submit is not the person's. */
const INTENT_BUTTON = '__intent__';

export interface RulesFormOptions<T extends Record<string, string>> {
  id: string;
  initial: () => T;
  /** The failing fields and their messages, for the values as they are now. */
  rules: (values: T) => Problems;
  /**
   * Every submit by the person, valid or not (a section may be saved unfinished): the values and what
   * still fails. Called after conform has shown the errors.
   */
  onSubmit: (values: T, problems: Problems) => void;
  /** Told how many fields still fail whenever that number changes (a section's 'N fields left'). */
  onLeft?: (left: number) => void;
}

export function useRulesForm<T extends Record<string, string>>({
  id,
  initial,
  rules,
  onSubmit,
  onLeft,
}: RulesFormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const problems = rules(values);
  const left = Object.keys(problems).length;
  useEffect(() => onLeft?.(left), [left, onLeft]);
  // conform validates inside its submit event, before React has re-rendered with the last keystroke.
  const latest = useRef({ values, rules });
  latest.current.rules = rules;

  const [form, fields] = useForm<Record<string, string>>({
    id,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: () => {
          const found = latest.current.rules(latest.current.values);
          const names = Object.keys(found);
          return names.length === 0
            ? { value: latest.current.values }
            : { error: Object.fromEntries(names.map((name) => [name, [found[name] as string]])) };
        },
      }),
  });

  const shown: Problems = {};
  for (const [name, messages] of Object.entries(form.allErrors)) if (messages[0]) shown[name] = messages[0];

  const conform = useRef({ form, fields });
  conform.current = { form, fields };
  /** Hides these fields' errors until the next submit (a field changed, or a block of fields went away). */
  const clearErrors = useCallback((names: readonly string[]) => {
    const { form, fields } = conform.current;
    for (const name of names) if (fields[name]?.errors) form.update({ name, validated: false });
  }, []);
  /** Sets fields; each one that showed an error stops showing it until the next submit. */
  const update = useCallback(
    (changes: Partial<T>) => {
      latest.current.values = { ...latest.current.values, ...changes };
      setValues(latest.current.values);
      clearErrors(Object.keys(changes));
    },
    [clearErrors],
  );
  const set = useCallback((name: keyof T & string, value: string) => update({ [name]: value } as Partial<T>), [update]);
  const showProblems = useCallback(() => conform.current.form.validate(), []);

  const formProps = getFormProps(form);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('name') === INTENT_BUTTON) return;
    event.preventDefault();
    onSubmit(latest.current.values, latest.current.rules(latest.current.values));
  };

  return {
    values,
    set,
    update,
    problems,
    /** How many fields still fail. */
    left,
    /** The errors on screen, one message per field. */
    shown,
    /** Shows every field's error, as a submit would (another section was saved with this one invalid). */
    showProblems,
    clearErrors,
    formProps: { ...formProps, onSubmit: submit },
  };
}
