import { getFormProps, useForm } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { type BillOptions, BILL_MESSAGES, PayDstvRequest, SmartcardQuery } from '../../../contract/bills';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { billOptionsQuery, smartcardQuery, usePayDstv } from '../../queries/bills';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { purchaseError } from './purchase-error';
import { validateWith } from '../../lib/form-validation';

type Dstv = NonNullable<BillOptions['dstv']>;

/** Pay DSTV: the smartcard is resolved to its customer's name first, then a bouquet is paid from the balance. */
export function DstvForm({ onDone }: { onDone: () => void }) {
  const options = useQuery(billOptionsQuery());
  if (options.isPending) return <Skeleton lines={3} label="Loading the bouquets" />;
  if (options.isError)
    return <ErrorState error={options.error} what="the bouquets" onRetry={() => void options.refetch()} />;
  const dstv = options.data.dstv;
  if (!dstv) return <p>{BILL_MESSAGES.dstvNotOffered}.</p>;
  return <DstvSteps dstv={dstv} onDone={onDone} />;
}

function DstvSteps({ dstv, onDone }: { dstv: Dstv; onDone: () => void }) {
  const [smartcard, setSmartcard] = useState<string | null>(null);
  const customer = useQuery({ ...smartcardQuery(smartcard ?? ''), enabled: smartcard !== null });
  const [form, fields] = useForm({
    id: 'dstv-smartcard',
    ...validateWith(SmartcardQuery, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') setSmartcard(submission.value.smartcard);
    },
  });
  const resolved = smartcard !== null && customer.data ? customer.data : null;
  return (
    <div className="bills-form">
      <form {...getFormProps(form)} className="bills-form">
        <FormAlert>{customer.isError ? purchaseError(customer.error) : null}</FormAlert>
        <FormTextField
          field={fields.smartcard}
          label="Smartcard number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          description="The 10-digit number on the DSTV decoder's smartcard."
          onInput={() => setSmartcard(null)}
        />
        <Button type="submit" variant={resolved ? 'secondary' : 'primary'} fullWidth isPending={customer.isFetching}>
          Find customer
        </Button>
      </form>
      {resolved ? (
        <BouquetForm dstv={dstv} smartcard={resolved.smartcard} name={resolved.customer_name} onDone={onDone} />
      ) : null}
    </div>
  );
}

const BouquetSchema = v.object({ bouquet: PayDstvRequest.entries.bouquet });

function BouquetForm({
  dstv,
  smartcard,
  name,
  onDone,
}: {
  dstv: Dstv;
  smartcard: string;
  name: string;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const action = useActionKey();
  const pay = usePayDstv();
  const [chosen, setChosen] = useState<string>('');
  const price = dstv.bouquets.find((b) => b.code === chosen)?.price;
  const [form, fields] = useForm({
    id: `dstv-bouquet-${smartcard}`,
    ...validateWith(BouquetSchema, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      pay.mutate(
        { body: { smartcard, bouquet: submission.value.bouquet }, idempotencyKey: action.key },
        {
          onSuccess: (bill) => {
            action.renew();
            toast.success(`${bill.bouquet} paid for ${bill.recipient_name}.`);
            onDone();
            void navigate({ to: '/dashboard/bills/receipt/$id', params: { id: String(bill.id) } });
          },
        },
      );
    },
  });
  return (
    <form
      {...getFormProps(form)}
      className="bills-form"
      onChange={(event) => {
        const target = event.target as unknown as HTMLSelectElement;
        if (target.name === fields.bouquet.name) setChosen(target.value);
      }}
    >
      <div className="bills-customer" role="status">
        <span>Customer</span>
        <strong>{name}</strong>
        <span>Smartcard {smartcard}</span>
      </div>
      <FormAlert>{pay.isError ? purchaseError(pay.error) : null}</FormAlert>
      <FormSelect
        field={fields.bouquet}
        label="Bouquet"
        placeholder="Choose a bouquet"
        options={dstv.bouquets.map((b) => ({
          value: b.code,
          label: `${b.name} · ${formatMoney(b.price, dstv.currency)}`,
        }))}
      />
      <Button type="submit" fullWidth isPending={pay.isPending}>
        {price === undefined ? 'Pay DSTV' : `Pay ${formatMoney(price, dstv.currency)}`}
      </Button>
    </form>
  );
}
