import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChargebackFineDetail } from '../../../contract/chargeback-fines';
import { DISPUTES_HEADINGS } from './headings';
import { isApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { chargebackFineQuery, usePayFine } from '../../queries/chargebacks';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { DetailList, Panel } from '../../ui/detail-list';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { toast } from '../../ui/toast';
import './chargebacks.css';

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : 'We could not reach the server. Check your connection and try again.';

/** chargebacks/fines/{id}: one card-scheme fine, its chargeback and payment, and paying it from the balance. */
export function FineDetailScreen({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="fine"
      heading={DISPUTES_HEADINGS['/dashboard/chargebacks/fines/$id']}
      back={
        <Link to="/dashboard/chargebacks/$tab" params={{ tab: 'fines' }}>
          ← All fines
        </Link>
      }
      query={numeric === null ? null : chargebackFineQuery(numeric)}
      render={(fine) => ({
        title: `${fine.scheme} fine of ${formatMoney(fine.amount, fine.currency)}`,
        body: <FineBody fine={fine} />,
      })}
    />
  );
}

function FineBody({ fine }: { fine: ChargebackFineDetail }) {
  return (
    <>
      {fine.can_pay ? <PayFine fine={fine} /> : null}
      <Panel title="Details">
        <DetailList
          items={[
            { label: 'Status', value: <PlainStatus status={fine.status} /> },
            { label: 'Amount', value: formatMoney(fine.amount, fine.currency) },
            { label: 'Card scheme', value: fine.scheme },
            { label: 'Reason', value: fine.reason },
            {
              label: 'Chargeback',
              value:
                fine.chargeback_id === null ? (
                  'Not for one chargeback'
                ) : (
                  <Link to="/dashboard/chargebacks/view/$id" params={{ id: String(fine.chargeback_id) }}>
                    {fine.chargeback_status ? `Chargeback (${fine.chargeback_status.replace('-', ' ')})` : 'Chargeback'}
                  </Link>
                ),
            },
            ...(fine.transaction_reference
              ? [
                  {
                    label: 'Payment',
                    value:
                      fine.transaction_id === null ? (
                        fine.transaction_reference
                      ) : (
                        <Link to="/dashboard/transactions/$id" params={{ id: String(fine.transaction_id) }}>
                          {fine.transaction_reference}
                        </Link>
                      ),
                  },
                ]
              : []),
            { label: fine.status === 'due' ? 'Due by' : 'Was due by', value: formatDate(fine.due_date) },
            ...(fine.paid_at ? [{ label: 'Paid on', value: formatDate(fine.paid_at) }] : []),
            ...(fine.waived_at ? [{ label: 'Waived on', value: formatDate(fine.waived_at) }] : []),
            { label: 'Charged on', value: formatDate(fine.date_created) },
          ]}
        />
      </Panel>
    </>
  );
}

/** Pay the fine from the balance of its currency, after a confirmation, under one action key. */
function PayFine({ fine }: { fine: ChargebackFineDetail }) {
  const [confirming, setConfirming] = useState(false);
  const action = useActionKey();
  const pay = usePayFine(fine.id);
  const amount = formatMoney(fine.amount, fine.currency);
  return (
    <Panel title="Pay this fine">
      {confirming ? (
        <ConfirmAction
          note={`${amount} will be debited from your ${fine.currency} balance.`}
          confirmLabel={`Pay ${amount}`}
          keepLabel="Go back"
          isPending={pay.isPending}
          error={pay.isError ? errorText(pay.error) : null}
          onKeep={() => setConfirming(false)}
          onConfirm={() =>
            pay.mutate(
              { idempotencyKey: action.key },
              {
                onSuccess: () => {
                  action.renew();
                  toast.success(`Fine paid: ${amount} debited from your balance.`);
                },
              },
            )
          }
        />
      ) : (
        <>
          <p>Due by {formatDate(fine.due_date)}. Paying takes it from your available balance.</p>
          <div className="chargeback-choices">
            <Button onClick={() => setConfirming(true)}>Pay fine</Button>
          </div>
        </>
      )}
    </Panel>
  );
}
