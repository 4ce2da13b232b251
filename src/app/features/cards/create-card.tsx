import { getFormProps, useForm } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type * as v from 'valibot';
import { CARD_CURRENCIES, CreateCardForm, type CreateCardRequest } from '../../../contract/cards';
import { isApiError } from '../../lib/api-client';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { useCreateCard } from '../../queries/cards';
import { walletsQuery } from '../../queries/wallets';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { toast } from '../../ui/toast';
import '../../ui/form-layout.css';
import { validateWith } from '../../lib/form-validation';

type CreateCardFormInput = v.InferInput<typeof CreateCardForm>;

const failure = (error: unknown) =>
  isApiError(error) ? error.message : 'We could not reach the server. Check your connection and try again.';

/**
 * Create a card: name on card, currency and opening amount (taken from the balance of that currency),
 * and the billing address. The same action key serves every send until the card is made.
 */
export function NewCardForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const action = useActionKey();
  const create = useCreateCard();
  const wallets = useQuery(walletsQuery());
  const [form, fields] = useForm<CreateCardFormInput, CreateCardRequest>({
    id: `card-${id}`,
    defaultValue: { currency: 'NGN', country: 'NG' },
    ...validateWith(CreateCardForm),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      create.mutate(
        { body: submission.value, idempotencyKey: action.key },
        {
          onSuccess: (card) => {
            action.renew();
            toast.success(`Card created with ${formatMoney(card.balance, card.currency)}.`);
            onDone();
            void navigate({ to: '/dashboard/cards/$id', params: { id: card.card_id } });
          },
        },
      );
    },
  });
  const currency = (form.value as { currency?: string } | undefined)?.currency ?? 'NGN';
  const wallet = wallets.data?.find((w) => w.wallet_currency_code === currency);
  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{create.isError ? failure(create.error) : null}</FormAlert>
      <FormTextField field={fields.name_on_card} label="Name on card" autoComplete="cc-name" />
      <FormSelect
        field={fields.currency}
        label="Currency"
        options={CARD_CURRENCIES.map((c) => ({
          value: c,
          label: c === 'NGN' ? 'NGN · naira card' : 'USD · dollar card',
        }))}
      />
      <FormTextField
        field={fields.amount}
        label={`Amount (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        description={
          wallet
            ? `Taken from your balance: ${formatMoney(wallet.available_balance, currency)} available.`
            : 'Taken from your balance in this currency.'
        }
      />
      <fieldset className="form-group">
        <legend>Billing address</legend>
        <FormTextField field={fields.street} label="Street" autoComplete="address-line1" />
        <div className="form-columns">
          <FormTextField field={fields.city} label="City" autoComplete="address-level2" />
          <FormTextField field={fields.state} label="State" autoComplete="address-level1" />
        </div>
        <div className="form-columns">
          <FormTextField field={fields.postal_code} label="Postal code" autoComplete="postal-code" />
          <FormTextField
            field={fields.country}
            label="Country code"
            autoComplete="country"
            autoCapitalize="characters"
            maxLength={2}
            description="Two letters, like NG or US."
          />
        </div>
      </fieldset>
      <div className="cards-actions">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={create.isPending}>
          Create card
        </Button>
      </div>
    </form>
  );
}
