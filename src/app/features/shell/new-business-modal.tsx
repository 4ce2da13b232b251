import { getFormProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { toast } from '../../ui/toast';
import { setFlash, takeFlash } from './flash';
import {
  BUSINESS_TYPE_OPTIONS,
  COPY_PARENT_LABEL,
  NewBusinessForm,
  NO_INDIVIDUAL_COUNTRIES,
  type NewBusinessRequest,
} from '../../../contract/accounts';
import { Button } from '../../ui/button';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { createBusiness } from './api';
import { ModalDialog } from '../../ui/modal-dialog';
import { errorText } from './use-account-switch';

export const BUSINESS_ADDED = 'Business was added successfully';

export interface NewBusinessValues {
  name: string;
  email: string;
  type: string;
  copyParent: boolean;
}

/** The first missing field and its message (spec 1 §5, spec 2 §5), or null: the form shows one at a time. */
export function firstMissingField(values: NewBusinessValues): { field: string; message: string } | null {
  const result = v.safeParse(
    NewBusinessForm,
    {
      business_name: values.name,
      business_email: values.email,
      business_type: values.type || undefined,
      copy_parent: values.copyParent ? 'on' : undefined,
    },
    { abortEarly: true },
  );
  const issue = result.issues?.[0];
  return issue ? { field: v.getDotPath(issue) ?? '', message: issue.message } : null;
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
  const [isPending, setPending] = useState(false);
  const [form, fields] = useForm({
    id: `new-business-${id}`,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    // One message at a time: the first missing field (spec 1 §5).
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: NewBusinessForm, info: { abortEarly: true } }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const values = submission.value;
      setPending(true);
      try {
        const created = await createBusiness(
          newBusinessPayload(
            {
              name: values.business_name,
              email: values.business_email,
              type: values.business_type,
              copyParent: Boolean(values.copy_parent),
            },
            context,
          ),
        );
        toast.success(BUSINESS_ADDED);
        setFlash(BUSINESS_ADDED); // shown again after the switch reloads the page
        // The switch closes the modal (its fields start empty when it opens again) and reloads the page.
        await onCreated(created.id);
      } catch (error) {
        takeFlash();
        toast.error(errorText(error));
      } finally {
        setPending(false);
      }
    },
  });
  /**
   * The message goes as soon as its field changes (spec 2 §5), and no other appears until the next
   * submit: the whole form is marked unchecked, not the one field (the next missing one would show).
   */
  const clearOnChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && form.allErrors[name]) form.update({ validated: false });
  };

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Create new business" showClose>
      <form {...getFormProps(form)} className="stack" onInput={clearOnChange}>
        <FormTextField field={fields.business_name} label="Business name" autoComplete="organization" />
        <FormTextField field={fields.business_email} label="Business email" type="email" autoComplete="email" />
        <FormSelect
          field={fields.business_type}
          label="Business type"
          placeholder="Select a business type"
          options={businessTypeOptions(context.country)}
        />
        <label className="checkbox">
          <input type="checkbox" name={fields.copy_parent.name} />
          <span>{COPY_PARENT_LABEL}</span>
        </label>
        <Button type="submit" fullWidth isPending={isPending}>
          Create business
        </Button>
      </form>
    </ModalDialog>
  );
}
