import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../ui/toast';
import { formatMoney, minorToDecimalString } from '../../lib/money';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { checkRefundAmount } from './amount';
import { useActionKey } from '../../lib/idempotency-key';
import { useRefund } from './api';

export interface RefundDialogProps {
  transactionId: number;
  reference: string;
  currency: string;
  /** What is left to refund, in minor units. */
  refundable: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Refund a payment in full or in part: the amount is checked here and again by the server. */
export function RefundDialog({
  transactionId,
  reference,
  currency,
  refundable,
  isOpen,
  onOpenChange,
}: RefundDialogProps) {
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const refund = useRefund(transactionId);
  // One key for this refund, however often it is sent: a double tap refunds once.
  const action = useActionKey();
  const id = useId();

  const close = () => {
    onOpenChange(false);
    setKind('full');
    setAmount('');
    setReason('');
    setFieldError(undefined);
    refund.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let value: number | undefined;
    if (kind === 'partial') {
      const check = checkRefundAmount(amount, refundable);
      if (!check.ok) {
        setFieldError(check.message);
        return;
      }
      value = check.amount;
    }
    setFieldError(undefined);
    refund.mutate(
      { body: { ...(value !== undefined ? { amount: value } : {}), reason: reason.trim() }, key: action.key },
      {
        onSuccess: (data) => {
          action.renew();
          toast.success(`Refund of ${formatMoney(data.refund.amount, data.refund.currency)} completed`);
          close();
        },
      },
    );
  };

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isDismissable={!refund.isPending}
      title={`Refund ${reference}`}
      variant="phone-sheet"
    >
      <p className="text-secondary">
        Up to {formatMoney(refundable, currency)} can be refunded. The money leaves your {currency} balance at once.
      </p>
      <form className="refund-form" onSubmit={submit} noValidate>
        <fieldset className="refund-choice">
          <legend className="field-label">How much</legend>
          <label>
            <input
              type="radio"
              name={`${id}-kind`}
              value="full"
              checked={kind === 'full'}
              onChange={() => setKind('full')}
            />
            Full refund ({formatMoney(refundable, currency)})
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-kind`}
              value="partial"
              checked={kind === 'partial'}
              onChange={() => setKind('partial')}
            />
            Part of it
          </label>
        </fieldset>
        {kind === 'partial' ? (
          <TextField
            id={`${id}-amount`}
            label={`Amount to refund (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={minorToDecimalString(refundable)}
            value={amount}
            maxLength={20}
            error={fieldError}
            onChange={(e) => setAmount(e.target.value)}
          />
        ) : null}
        <TextField
          id={`${id}-reason`}
          label="Reason (optional)"
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
        {refund.isError ? <FormAlert>{refund.error.message}</FormAlert> : null}
        <div className="tx-actions">
          <Button type="submit" isPending={refund.isPending}>
            Refund
          </Button>
          <Button type="button" variant="ghost" onClick={close} disabled={refund.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
