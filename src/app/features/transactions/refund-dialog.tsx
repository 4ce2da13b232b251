import { getFormProps, useForm } from '@conform-to/react';
import { toast } from '../../ui/toast';
import { formatMoney, minorToDecimalString } from '../../lib/money';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { FormTextField } from '../../ui/form-fields';
import * as v from 'valibot';
import { RefundRequest } from '../../../contract/queries';
import { checkRefundAmount } from './amount';
import { useActionKey } from '../../lib/idempotency-key';
import { useRefund } from './api';
import { validateWith } from '../../lib/form-validation';

/** The refund form: full, or part with an amount the rule above accepts; the reason as the request reads it. */
const refundForm = (refundable: number) =>
  v.pipe(
    v.object({
      kind: v.picklist(['full', 'partial']),
      amount: v.optional(v.string(), ''),
      reason: RefundRequest.entries.reason,
    }),
    v.forward(
      v.check(
        ({ kind, amount }) => kind === 'full' || checkRefundAmount(amount, refundable).ok,
        (issue) => {
          const check = checkRefundAmount(issue.input.amount, refundable);
          return check.ok ? 'Amount is invalid' : check.message;
        },
      ),
      ['amount'],
    ),
  );

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
  const refund = useRefund(transactionId);
  // One key for this refund, however often it is sent: a double tap refunds once.
  const action = useActionKey();
  const [form, fields] = useForm({
    id: `refund-${transactionId}`,
    defaultValue: { kind: 'full' },
    ...validateWith(refundForm(refundable), { when: 'submit', coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { kind, amount, reason } = submission.value;
      const value = kind === 'partial' ? checkedAmount(amount) : undefined;
      refund.mutate(
        { body: { ...(value !== undefined ? { amount: value } : {}), reason }, key: action.key },
        {
          onSuccess: (data) => {
            action.renew();
            toast.success(`Refund of ${formatMoney(data.refund.amount, data.refund.currency)} completed`);
            close();
          },
        },
      );
    },
  });
  const checkedAmount = (text: string) => {
    const check = checkRefundAmount(text, refundable);
    return check.ok ? check.amount : undefined;
  };

  const close = () => {
    form.reset();
    onOpenChange(false);
    refund.reset();
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
      <form {...getFormProps(form)} className="stack">
        <fieldset className="refund-choice">
          <legend className="field-label">How much</legend>
          <label>
            <input
              type="radio"
              name={fields.kind.name}
              value="full"
              defaultChecked={fields.kind.initialValue === 'full'}
            />
            Full refund ({formatMoney(refundable, currency)})
          </label>
          <label>
            <input
              type="radio"
              name={fields.kind.name}
              value="partial"
              defaultChecked={fields.kind.initialValue === 'partial'}
            />
            Part of it
          </label>
        </fieldset>
        {fields.kind.value === 'partial' ? (
          <FormTextField
            field={fields.amount}
            label={`Amount to refund (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={minorToDecimalString(refundable)}
            maxLength={20}
          />
        ) : null}
        <FormTextField field={fields.reason} label="Reason (optional)" maxLength={200} />
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
