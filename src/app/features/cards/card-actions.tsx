import { getFormProps, useForm } from '@conform-to/react';
import { useState } from 'react';
import { CardAmountForm, type CardDetail } from '../../../contract/cards';
import { isApiError } from '../../lib/api-client';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { type CardAction, useCardAction } from '../../queries/cards';
import { Button } from '../../ui/button';
import { ConfirmSheet, ConfirmAction } from '../../ui/confirm-action';
import { FormAlert } from '../../ui/form-alert';
import { FormTextField } from '../../ui/form-fields';
import { ModalDialog } from '../../ui/modal-dialog';
import { toast } from '../../ui/toast';
import '../../ui/form-layout.css';
import { validateWith } from '../../lib/form-validation';

const failure = (error: unknown) =>
  isApiError(error) ? error.message : 'We could not reach the server. Check your connection and try again.';

type Open = null | 'fund' | 'withdraw' | 'terminate';

/**
 * What an admin can do with a card: fund and withdraw (an amount, in sheets), freeze or unfreeze at a
 * tap, terminate after confirming. A terminated card offers nothing; a frozen one may still be emptied.
 */
export function CardActions({ card }: { card: CardDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const freeze = useCardAction(card.card_id);
  const action = useActionKey();
  if (card.status === 'terminated') {
    return <p className="cards-muted">This card is terminated. Its balance was returned to your balance.</p>;
  }
  const frozen = card.status === 'frozen';
  const toggle = () =>
    freeze.mutate(
      { action: frozen ? 'unfreeze' : 'freeze', idempotencyKey: action.key },
      {
        onSuccess: () => {
          action.renew();
          toast.success(frozen ? 'Card unfrozen.' : 'Card frozen. It declines every charge until you unfreeze it.');
        },
      },
    );
  return (
    <>
      <FormAlert>{freeze.isError ? failure(freeze.error) : null}</FormAlert>
      <div className="cards-action-bar">
        <Button onClick={() => setOpen('fund')} disabled={frozen}>
          Fund card
        </Button>
        <Button variant="secondary" onClick={() => setOpen('withdraw')} disabled={card.balance === 0}>
          Withdraw
        </Button>
        <Button variant="secondary" onClick={toggle} isPending={freeze.isPending}>
          {frozen ? 'Unfreeze card' : 'Freeze card'}
        </Button>
        <Button variant="ghost" className="cards-danger" onClick={() => setOpen('terminate')}>
          Terminate card
        </Button>
      </div>
      {frozen ? <p className="cards-muted">Unfreeze the card to fund it. You can still withdraw its balance.</p> : null}
      <ModalDialog
        isOpen={open === 'fund' || open === 'withdraw'}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={open === 'withdraw' ? 'Withdraw to your balance' : 'Fund card'}
        variant="sheet"
      >
        {open === 'fund' || open === 'withdraw' ? (
          <AmountForm card={card} action={open} onDone={() => setOpen(null)} />
        ) : null}
      </ModalDialog>
      <ConfirmSheet
        subject={open === 'terminate' ? card : null}
        title="Terminate this card?"
        onClose={() => setOpen(null)}
      >
        {(shown) => <Terminate card={shown} onDone={() => setOpen(null)} />}
      </ConfirmSheet>
    </>
  );
}

function AmountForm({ card, action, onDone }: { card: CardDetail; action: 'fund' | 'withdraw'; onDone: () => void }) {
  const mutation = useCardAction(card.card_id);
  const key = useActionKey();
  const [form, fields] = useForm({
    id: `card-${action}`,
    ...validateWith(CardAmountForm),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const amount = submission.value.amount;
      mutation.mutate(
        { action, amount, idempotencyKey: key.key },
        {
          onSuccess: (after) => {
            key.renew();
            toast.success(
              action === 'fund'
                ? `${formatMoney(amount, card.currency)} added. Card balance ${formatMoney(after.balance, after.currency)}.`
                : `${formatMoney(amount, card.currency)} moved to your balance.`,
            );
            onDone();
          },
        },
      );
    },
  });
  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{mutation.isError ? failure(mutation.error) : null}</FormAlert>
      <FormTextField
        field={fields.amount}
        label={`Amount (${card.currency})`}
        inputMode="decimal"
        autoComplete="off"
        description={
          action === 'fund'
            ? 'Taken from your available balance.'
            : `The card holds ${formatMoney(card.balance, card.currency)}.`
        }
      />
      <div className="cards-actions">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={mutation.isPending}>
          {action === 'fund' ? 'Fund card' : 'Withdraw'}
        </Button>
      </div>
    </form>
  );
}

function Terminate({ card, onDone }: { card: CardDetail; onDone: () => void }) {
  const mutation = useCardAction(card.card_id);
  const key = useActionKey();
  const run = (what: CardAction) =>
    mutation.mutate(
      { action: what, idempotencyKey: key.key },
      {
        onSuccess: () => {
          key.renew();
          toast.success('Card terminated. Its balance was returned to your balance.');
          onDone();
        },
      },
    );
  return (
    <ConfirmAction
      note={`The card stops working for good and its balance of ${formatMoney(card.balance, card.currency)} returns to your balance. This cannot be undone.`}
      confirmLabel="Terminate card"
      isPending={mutation.isPending}
      error={mutation.isError ? failure(mutation.error) : null}
      onConfirm={() => run('terminate')}
      onKeep={onDone}
    />
  );
}
