import { getFormProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { loanCycleOf, loanOfferAmounts, tenorPeriod, totalRepaymentOf } from '../../../contract/capital';
import type { LoanOffer } from '../../../contract/areas';
import type { TransferOtpResponse } from '../../../contract/transfers';
import { isApiError } from '../../lib/api-client';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { requestLoanCode, useAcceptLoanOffer } from '../../queries/capital';
import { Button } from '../../ui/button';
import { ConfirmCodeModal } from '../../ui/confirm-code-modal';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { StatusBadge } from '../../ui/status-badge';
import { toast } from '../../ui/toast';

type Offer = v.InferOutput<typeof LoanOffer>;

const messageOf = (error: unknown) =>
  isApiError(error) && error.message
    ? error.message
    : 'We could not reach the server. Check your connection and try again.';

/**
 * The loan offer: the full amount and its smaller alternatives (spec 2 §9), each with its terms; the
 * chosen one is accepted with a confirmation code, and the amount is paid into the balance.
 */
export function LoanOfferPanel({ offer }: { offer: Offer }) {
  const amounts = loanOfferAmounts(offer.amount);
  const [otp, setOtp] = useState<TransferOtpResponse | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const groupId = useId();
  const action = useActionKey();
  const period = tenorPeriod(offer.tenorUnit);

  const askCode = useMutation({
    mutationFn: requestLoanCode,
    onSuccess: (answer) => {
      setOtp(answer);
      setCodeError(null);
    },
  });
  const accept = useAcceptLoanOffer();
  const [form, fields] = useForm({
    id: `loan-offer-${groupId}`,
    defaultValue: { amount: String(amounts[0] ?? offer.amount) },
    onValidate: ({ formData }) =>
      parseWithValibot(formData, {
        schema: v.object({
          amount: v.pipe(
            v.string('Choose how much to borrow'),
            v.transform(Number),
            v.picklist(amounts, 'Choose how much to borrow'),
          ),
        }),
      }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      accept.reset();
      askCode.mutate();
    },
  });
  // The amount shown in the terms and the button follows the radio as it is chosen.
  const chosen = Number(fields.amount.value ?? amounts[0] ?? offer.amount);

  const confirm = (code: string) =>
    accept.mutate(
      { body: { offerId: offer.offerId, amount: chosen, otp: code }, idempotencyKey: action.key },
      {
        onSuccess: (loan) => {
          action.renew();
          setOtp(null);
          toast.success(`${formatMoney(loan.amount, loan.currency)} has been paid into your balance.`);
        },
        onError: (error) => {
          // A refused code keeps the modal open with the server's message; any other refusal shows by the offer.
          if (isApiError(error) && /code|otp/i.test(error.message)) setCodeError(error.message);
          else setOtp(null);
        },
      },
    );

  const alert = askCode.isError ? messageOf(askCode.error) : accept.isError && !otp ? messageOf(accept.error) : null;

  return (
    <Panel title="Loan offer" actions={<StatusBadge label="Eligible" tone="success" />}>
      <form {...getFormProps(form)} className="capital-form">
        <fieldset className="capital-offers" aria-describedby={`${groupId}-hint`}>
          <legend>Choose how much to borrow</legend>
          <p id={`${groupId}-hint`} className="capital-muted">
            Interest {offer.interestRate}% · repaid over {offer.tenor} {offer.tenorUnit}
          </p>
          {amounts.map((amount) => {
            const total = totalRepaymentOf(amount, offer.interestRate);
            const id = `${groupId}-${amount}`;
            return (
              <label key={amount} htmlFor={id} className="capital-offer" data-selected={amount === chosen}>
                <input
                  id={id}
                  type="radio"
                  name={fields.amount.name}
                  value={amount}
                  defaultChecked={String(amount) === fields.amount.initialValue}
                />
                <span className="capital-offer-body">
                  <span className="capital-offer-amount">{formatMoney(amount, offer.currency)}</span>
                  <span className="capital-muted">
                    Total repayment {formatMoney(total, offer.currency)} ·{' '}
                    {formatMoney(loanCycleOf(total, offer.tenor), offer.currency)} a {period}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <DetailList
          items={[
            { label: 'Amount', value: formatMoney(chosen, offer.currency) },
            { label: 'Interest rate', value: `${offer.interestRate}%` },
            {
              label: 'Total repayment',
              value: formatMoney(totalRepaymentOf(chosen, offer.interestRate), offer.currency),
            },
            { label: 'Tenor', value: `${offer.tenor} ${offer.tenorUnit}` },
            {
              label: `Loan cycle (each ${period})`,
              value: formatMoney(
                loanCycleOf(totalRepaymentOf(chosen, offer.interestRate), offer.tenor),
                offer.currency,
              ),
            },
          ]}
        />
        <FormAlert>{alert}</FormAlert>
        <Button type="submit" fullWidth isPending={askCode.isPending}>
          Accept {formatMoney(chosen, offer.currency)}
        </Button>
      </form>
      <ConfirmCodeModal
        isOpen={otp !== null}
        title="Confirm loan"
        authType={otp?.auth_type ?? 'email'}
        sentTo={otp?.sent_to ?? null}
        waitSeconds={otp?.wait_seconds ?? 0}
        isPending={accept.isPending}
        error={codeError}
        onConfirm={confirm}
        onCancel={() => setOtp(null)}
        onBack={() => setOtp(null)}
        onResend={() => askCode.mutate()}
      />
    </Panel>
  );
}
