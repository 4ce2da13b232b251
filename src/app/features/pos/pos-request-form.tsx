import { getFormProps, useForm } from '@conform-to/react';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { countryByCode } from '../../../contract/countries';
import { POS_MESSAGES, POS_TERMINALS_MAX, PosRequestBody, posContactPhone } from '../../../contract/pos';
import { isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { FormTextArea, FormTextField } from '../../ui/form-fields';
import { toast } from '../../ui/toast';
import { useRequestPosTerminals } from './api';
import { validateWith } from '../../lib/form-validation';

/**
 * The form's schema: the fields as typed, the count turned into a number, then the contract's own request
 * schema and the contact's phone checked against the business's country (the server checks both again).
 */
function requestFormSchema(country: string) {
  return v.pipe(
    v.object({
      quantity: v.optional(v.string(), ''),
      address: v.optional(v.string(), ''),
      contact_name: v.optional(v.string(), ''),
      contact_phone: v.optional(v.string(), ''),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const typed = dataset.value;
      const quantity = /^\d{1,3}$/.test(typed.quantity.trim()) ? Number(typed.quantity.trim()) : Number.NaN;
      const parsed = v.safeParse(PosRequestBody, { ...typed, quantity });
      const issues: { key: keyof typeof typed; message: string }[] = [];
      if (!parsed.success) {
        for (const issue of parsed.issues) {
          const key = issue.path?.[0]?.key as keyof typeof typed | undefined;
          if (key && !issues.some((i) => i.key === key)) issues.push({ key, message: issue.message });
        }
      }
      const phone = posContactPhone(country, typed.contact_phone);
      if ('problem' in phone && !issues.some((i) => i.key === 'contact_phone')) {
        issues.push({ key: 'contact_phone', message: phone.problem });
      }
      for (const { key, message } of issues) {
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: typed, key, value: typed[key] }] });
      }
      if (!parsed.success || issues.length > 0 || 'problem' in phone) return NEVER;
      return { ...parsed.output, contact_phone: phone.phone };
    }),
  );
}

/** Request terminals: how many, where to deliver them and who receives them. */
export function PosRequestForm({ country, onDone }: { country: string; onDone: () => void }) {
  const navigate = useNavigate();
  const request = useRequestPosTerminals();
  const schema = requestFormSchema(country);
  const dialCode = countryByCode(country)?.phone;
  const [form, fields] = useForm({
    id: 'request-pos-terminals',
    ...validateWith(schema, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      request.mutate(submission.value, {
        onSuccess: (order) => {
          toast.success(`${POS_MESSAGES.requested}: ${order.reference}.`);
          onDone();
          void navigate({ to: '/dashboard/pos/orders/$id', params: { id: String(order.id) } });
        },
      });
    },
  });
  return (
    <form {...getFormProps(form)} className="pos-form">
      <FormAlert>
        {request.isError
          ? isApiError(request.error)
            ? request.error.message
            : 'We could not reach the server. Check your connection and try again.'
          : null}
      </FormAlert>
      <FormTextField
        field={fields.quantity}
        label="Number of terminals"
        inputMode="numeric"
        autoComplete="off"
        description={`From 1 to ${POS_TERMINALS_MAX} in one request.`}
      />
      <FormTextArea field={fields.address} label="Delivery address" />
      <FormTextField field={fields.contact_name} label="Contact name" autoComplete="name" />
      <FormTextField
        field={fields.contact_phone}
        type="tel"
        label="Contact phone number"
        inputMode="tel"
        autoComplete="tel"
        description={
          dialCode ? `A ${dialCode} number; a local number starting with 0 works too.` : 'With the country code.'
        }
      />
      <Button type="submit" fullWidth isPending={request.isPending}>
        Request terminals
      </Button>
    </form>
  );
}
