import { getFormProps, useForm } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { type AirtimeOptions, airtimeProblems, BILL_MESSAGES } from '../../../contract/bills';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney, parseAmountToMinor } from '../../lib/money';
import { billOptionsQuery, useBuyAirtime } from '../../queries/bills';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { purchaseError } from './purchase-error';
import { validateWith } from '../../lib/form-validation';

type Field = 'network' | 'phone' | 'amount';

/**
 * The form's schema from the country's options: the fields as typed, each checked by the contract's own
 * airtime rules (the server checks the same again), the amount turned into minor units.
 */
function airtimeFormSchema(options: AirtimeOptions) {
  return v.pipe(
    v.object({
      network: v.optional(v.string(), ''),
      phone: v.optional(v.string(), ''),
      amount: v.optional(v.string(), ''),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const amount = parseAmountToMinor(dataset.value.amount);
      const problems = airtimeProblems(options, { ...dataset.value, amount });
      const fields = Object.keys(problems) as Field[];
      for (const key of fields) {
        addIssue({
          message: problems[key]!,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
        });
      }
      if (fields.length > 0 || amount === null) return NEVER;
      return { network: dataset.value.network, phone: dataset.value.phone.trim(), amount };
    }),
  );
}

/** Buy airtime: network, phone number (of the business's country) and amount within its limits. */
export function AirtimeForm({ onDone }: { onDone: () => void }) {
  const options = useQuery(billOptionsQuery());
  if (options.isPending) return <Skeleton lines={3} label="Loading the networks" />;
  if (options.isError)
    return <ErrorState error={options.error} what="the networks" onRetry={() => void options.refetch()} />;
  const airtime = options.data.airtime;
  if (!airtime) return <p>{BILL_MESSAGES.notOffered}.</p>;
  return <AirtimeFields options={airtime} onDone={onDone} />;
}

function AirtimeFields({ options, onDone }: { options: AirtimeOptions; onDone: () => void }) {
  const navigate = useNavigate();
  const action = useActionKey();
  const buy = useBuyAirtime();
  const schema = airtimeFormSchema(options);
  const [form, fields] = useForm({
    id: 'buy-airtime',
    ...validateWith(schema, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      buy.mutate(
        { body: submission.value, idempotencyKey: action.key },
        {
          onSuccess: (bill) => {
            action.renew();
            toast.success(
              `${formatMoney(bill.amount, bill.currency)} of ${bill.network} airtime sent to ${bill.customer}.`,
            );
            onDone();
            void navigate({ to: '/dashboard/bills/receipt/$id', params: { id: String(bill.id) } });
          },
        },
      );
    },
  });
  return (
    <form {...getFormProps(form)} className="bills-form">
      <FormAlert>{buy.isError ? purchaseError(buy.error) : null}</FormAlert>
      <FormSelect
        field={fields.network}
        label="Network"
        placeholder="Choose a network"
        options={options.networks.map((n) => ({ value: n, label: n }))}
      />
      <FormTextField
        field={fields.phone}
        type="tel"
        label="Phone number"
        inputMode="tel"
        autoComplete="off"
        description={`A ${options.dialCode} number; a local number starting with 0 works too.`}
      />
      <FormTextField
        field={fields.amount}
        label={`Amount (${options.currency})`}
        inputMode="decimal"
        autoComplete="off"
        description={`From ${formatMoney(options.min, options.currency)} to ${formatMoney(options.max, options.currency)}, paid from your available balance.`}
      />
      <Button type="submit" fullWidth isPending={buy.isPending}>
        Buy airtime
      </Button>
    </form>
  );
}
