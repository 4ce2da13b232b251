import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import { setFlash, takeFlash } from './flash';
import {
  BUSINESS_TYPE_OPTIONS,
  COPY_PARENT_LABEL,
  NEW_BUSINESS_MESSAGES,
  NO_INDIVIDUAL_COUNTRIES,
  type NewBusinessRequest,
} from '../../../contract/accounts';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { createBusiness } from './api';
import { ModalDialog } from '../../ui/modal-dialog';
import { errorText } from './use-account-switch';

export const BUSINESS_ADDED = 'Business was added successfully';

type Field = 'business_name' | 'business_email' | 'business_type';

export interface NewBusinessValues {
  name: string;
  email: string;
  type: string;
  copyParent: boolean;
}

/** The first missing field and its message (spec 1 §5, spec 2 §5), or null. */
export function firstMissingField(values: NewBusinessValues): { field: Field; message: string } | null {
  if (!values.name.trim()) return { field: 'business_name', message: NEW_BUSINESS_MESSAGES.empty };
  if (!values.email.trim()) return { field: 'business_email', message: NEW_BUSINESS_MESSAGES.empty };
  if (!values.type) return { field: 'business_type', message: NEW_BUSINESS_MESSAGES.noType };
  return null;
}

export interface NewBusinessContext {
  country: string;
  currency: string;
  contactPerson: string;
}

/** The payload of spec 2 §3, exactly. */
export function newBusinessPayload(values: NewBusinessValues, context: NewBusinessContext): NewBusinessRequest {
  return {
    business_name: values.name.trim(),
    business_email: values.email.trim(),
    business_accountnumber: 'N/A',
    business_bank: '044',
    country: context.country,
    currency: context.currency,
    contact_person: context.contactPerson,
    reg_meta: [{ name: 'business_type', value: values.type as NewBusinessRequest['reg_meta'][0]['value'] }],
    is_v2: 1,
    copy_parent: values.copyParent,
  };
}

export const businessTypeOptions = (country: string) =>
  BUSINESS_TYPE_OPTIONS.filter(
    (option) =>
      option.value !== 'individual' || !(NO_INDIVIDUAL_COUNTRIES as readonly string[]).includes(country.toUpperCase()),
  );

export interface NewBusinessModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  context: NewBusinessContext;
  /** Called with the new account id: the shell switches into it. */
  onCreated: (accountId: number) => void | Promise<void>;
}

/** Create new business (spec 2 §2, §5): name, email, type, copy-parent checkbox. */
export function NewBusinessModal({ isOpen, onOpenChange, context, onCreated }: NewBusinessModalProps) {
  const id = useId();
  const [values, setValues] = useState<NewBusinessValues>({ name: '', email: '', type: '', copyParent: false });
  const [flag, setFlag] = useState<{ field: Field; message: string } | null>(null);
  const [isPending, setPending] = useState(false);
  const refs = {
    business_name: useRef<HTMLInputElement>(null),
    business_email: useRef<HTMLInputElement>(null),
    business_type: useRef<HTMLSelectElement>(null),
  };

  const change = (field: Field, patch: Partial<NewBusinessValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (flag?.field === field) setFlag(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = firstMissingField(values);
    setFlag(missing);
    if (missing) {
      refs[missing.field].current?.focus();
      return;
    }
    setPending(true);
    try {
      const created = await createBusiness(newBusinessPayload(values, context));
      toast.success(BUSINESS_ADDED);
      setFlash(BUSINESS_ADDED); // shown again after the switch reloads the page
      await onCreated(created.id);
      setValues({ name: '', email: '', type: '', copyParent: false });
    } catch (error) {
      takeFlash();
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const errorOf = (field: Field) => (flag?.field === field ? flag.message : undefined);

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Create new business" showClose>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          ref={refs.business_name}
          id={`${id}-name`}
          label="Business name"
          autoComplete="organization"
          value={values.name}
          onChange={(e) => change('business_name', { name: e.target.value })}
          error={errorOf('business_name')}
        />
        <TextField
          ref={refs.business_email}
          id={`${id}-email`}
          label="Business email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('business_email', { email: e.target.value })}
          error={errorOf('business_email')}
        />
        <SelectField
          ref={refs.business_type}
          id={`${id}-type`}
          label="Business type"
          placeholder="Select a business type"
          options={businessTypeOptions(context.country)}
          value={values.type}
          onChange={(e) => change('business_type', { type: e.target.value })}
          error={errorOf('business_type')}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.copyParent}
            onChange={(e) => setValues((current) => ({ ...current, copyParent: e.target.checked }))}
          />
          <span>{COPY_PARENT_LABEL}</span>
        </label>
        <Button type="submit" fullWidth isPending={isPending}>
          Create business
        </Button>
      </form>
    </ModalDialog>
  );
}
