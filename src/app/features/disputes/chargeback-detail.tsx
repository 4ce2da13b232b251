import { getFormProps, useForm } from '@conform-to/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { type ChargebackDetail, DeclineChargebackRequest, EVIDENCE_MAX, NOTE_MAX } from '../../../contract/chargebacks';
import { DISPUTES_HEADINGS } from './headings';
import { isApiError } from '../../lib/api-client';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { chargebackQuery, uploadEvidence, useAcceptChargeback, useDeclineChargeback } from '../../queries/chargebacks';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { FormTextArea } from '../../ui/form-fields';
import { isOtherBusiness, OtherBusinessNote } from '../../ui/other-business-note';
import { PageHeader } from '../../ui/page-header';
import { RecordState } from '../../ui/record-state';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { toast } from '../../ui/toast';
import './chargebacks.css';
import { validateWith } from '../../lib/form-validation';

const STATUS_LABELS: Record<ChargebackDetail['status'], string> = {
  initiated: 'Awaiting your response',
  'response-pending': 'Response pending',
  pending: 'Under review',
  won: 'Won',
  lost: 'Lost',
};

const DAY_MS = 86_400_000;

/** The time left to answer, in whole days rounded up ('Respond within 3 days'). */
export function countdownOf(dueDate: string, now = Date.now()): string {
  const left = new Date(dueDate).getTime() - now;
  if (left <= 0) return 'The due date has passed';
  const days = Math.ceil(left / DAY_MS);
  return days === 1 ? 'Respond within 1 day' : `Respond within ${days} days`;
}

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : 'We could not reach the server. Check your connection and try again.';

/** chargebacks/view/{id}: the disputed payment, its due date and timeline, and the merchant's answer. */
export function ChargebackDetailScreen({ id, account }: { id: string; account?: number | undefined }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  // A reminder about another of the user's businesses: say so, rather than "not found" from this one.
  const elsewhere = isOtherBusiness(account);
  if (elsewhere) {
    return (
      <div className="screen">
        <PageHeader
          {...DISPUTES_HEADINGS['/dashboard/chargebacks/view/$id']}
          back={
            <Link to="/dashboard/chargebacks/$tab" params={{ tab: 'all' }}>
              ← All chargebacks
            </Link>
          }
        />
        <OtherBusinessNote account={account} what="this chargeback" />
      </div>
    );
  }
  return (
    <RecordState
      what="chargeback"
      heading={DISPUTES_HEADINGS['/dashboard/chargebacks/view/$id']}
      back={
        <Link to="/dashboard/chargebacks/$tab" params={{ tab: 'all' }}>
          ← All chargebacks
        </Link>
      }
      query={numeric === null ? null : chargebackQuery(numeric)}
      render={(chargeback) => ({
        title: `Chargeback on ${chargeback.transaction_reference}`,
        body: <ChargebackBody chargeback={chargeback} />,
      })}
    />
  );
}

function ChargebackBody({ chargeback }: { chargeback: ChargebackDetail }) {
  const open = chargeback.status === 'initiated' || chargeback.status === 'response-pending';
  return (
    <>
      {chargeback.can_respond ? <Answer chargeback={chargeback} /> : null}
      <Panel title="Details">
        <DetailList
          items={[
            {
              label: 'Status',
              value: <StatusBadge label={STATUS_LABELS[chargeback.status]} tone={toneOfStatus(chargeback.status)} />,
            },
            { label: 'Amount', value: formatMoney(chargeback.amount, chargeback.currency) },
            {
              label: 'Payment',
              value:
                chargeback.transaction_id === null ? (
                  chargeback.transaction_reference
                ) : (
                  <Link to="/dashboard/transactions/$id" params={{ id: String(chargeback.transaction_id) }}>
                    {chargeback.transaction_reference}
                  </Link>
                ),
            },
            {
              label: 'Customer',
              value: chargeback.customer_name
                ? `${chargeback.customer_name}${chargeback.customer_email ? ` · ${chargeback.customer_email}` : ''}`
                : 'Not known',
            },
            { label: 'Reason', value: chargeback.reason },
            {
              label: 'Respond by',
              value: (
                <>
                  {formatDate(chargeback.due_date)}
                  {open ? <span className="chargeback-countdown"> · {countdownOf(chargeback.due_date)}</span> : null}
                </>
              ),
            },
            ...(chargeback.response_note ? [{ label: 'Your response', value: chargeback.response_note }] : []),
            ...(chargeback.evidence.length > 0
              ? [
                  {
                    label: 'Evidence',
                    value: `${chargeback.evidence.length} document${chargeback.evidence.length === 1 ? '' : 's'} sent`,
                  },
                ]
              : []),
          ]}
        />
      </Panel>
      <Panel title="Timeline">
        <ol className="chargeback-timeline">
          {chargeback.timeline.map((event) => (
            <li key={`${event.label}-${event.date}`}>
              <span>{event.label}</span>
              <time dateTime={event.date}>{formatDateTime(event.date)}</time>
            </li>
          ))}
        </ol>
      </Panel>
    </>
  );
}

/** Accept (the amount is debited) or decline with a note and evidence; one at a time. */
function Answer({ chargeback }: { chargeback: ChargebackDetail }) {
  const [mode, setMode] = useState<'choose' | 'accept' | 'decline'>('choose');
  const action = useActionKey();
  const accept = useAcceptChargeback(chargeback.id);
  const amount = formatMoney(chargeback.amount, chargeback.currency);
  return (
    <Panel title="Respond">
      <p className="chargeback-countdown-lead">{countdownOf(chargeback.due_date)}</p>
      {mode === 'choose' ? (
        <div className="chargeback-choices">
          <Button variant="secondary" onClick={() => setMode('accept')}>
            Accept chargeback
          </Button>
          <Button onClick={() => setMode('decline')}>Decline with evidence</Button>
        </div>
      ) : null}
      {mode === 'accept' ? (
        <ConfirmAction
          note={`${amount} will be debited from your balance and the chargeback will be lost.`}
          confirmLabel={`Accept and pay ${amount}`}
          keepLabel="Go back"
          isPending={accept.isPending}
          error={accept.isError ? errorText(accept.error) : null}
          onKeep={() => setMode('choose')}
          onConfirm={() =>
            accept.mutate(
              { idempotencyKey: action.key },
              {
                onSuccess: () => {
                  action.renew();
                  toast.success(`Chargeback accepted: ${amount} debited from your balance.`);
                },
              },
            )
          }
        />
      ) : null}
      {mode === 'decline' ? <DeclineForm chargeback={chargeback} onCancel={() => setMode('choose')} /> : null}
    </Panel>
  );
}

interface Evidence {
  name: string;
  url: string;
}

/** The note and the documents: uploaded as picked, sent together; the input stays on a refusal. */
function DeclineForm({ chargeback, onCancel }: { chargeback: ChargebackDetail; onCancel: () => void }) {
  const id = useId();
  const [documents, setDocuments] = useState<Evidence[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const decline = useDeclineChargeback(chargeback.id);
  const [form, fields] = useForm({
    id: `decline-${id}`,
    ...validateWith(DeclineChargebackRequest, { when: 'submit' }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      decline.mutate(submission.value, {
        onSuccess: () => toast.success('Your response was sent: the chargeback is under review.'),
      });
    },
  });
  const documentsError = fields.documents.errors?.[0] ?? uploadError;
  const filesId = `${id}-files`;

  async function pick(list: FileList | null) {
    const picked = [...(list ?? [])].slice(0, EVIDENCE_MAX - documents.length);
    if (picked.length === 0) return;
    setUploading(true);
    setUploadError(undefined);
    form.update({ name: fields.documents.name, validated: false });
    try {
      const uploaded: Evidence[] = [];
      for (const file of picked) uploaded.push({ name: file.name, url: (await uploadEvidence(file)).url });
      setDocuments((d) => [...d, ...uploaded]);
    } catch (error) {
      setUploadError(errorText(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <form {...getFormProps(form)} className="chargeback-decline">
      <FormTextArea field={fields.note} label="Why you decline" rows={4} maxLength={NOTE_MAX} />
      <div className="field">
        <label className="field-label" htmlFor={filesId}>
          Evidence documents
        </label>
        <p id={`${filesId}-hint`} className="field-description">
          PDF, PNG or JPEG: receipts, delivery proof, messages with the customer. Up to {EVIDENCE_MAX}.
        </p>
        <input
          id={filesId}
          type="file"
          multiple
          accept="application/pdf,image/png,image/jpeg"
          className="chargeback-file"
          disabled={uploading || documents.length >= EVIDENCE_MAX}
          aria-invalid={documentsError ? true : undefined}
          aria-describedby={`${filesId}-hint${documentsError ? ` ${filesId}-error` : ''}`}
          onChange={(event) => {
            const files = event.target.files;
            void pick(files).finally(() => {
              event.target.value = '';
            });
          }}
        />
        {documents.map((doc) => (
          <input key={doc.url} type="hidden" name={fields.documents.name} value={doc.url} />
        ))}
        {uploading ? <p aria-live="polite">Uploading…</p> : null}
        {documents.length > 0 ? (
          <ul className="chargeback-files" aria-label="Uploaded evidence">
            {documents.map((doc) => (
              <li key={doc.url}>
                <span>{doc.name}</span>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Remove ${doc.name}`}
                  onClick={() => setDocuments((d) => d.filter((x) => x.url !== doc.url))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {documentsError ? (
          <p id={`${filesId}-error`} className="field-error">
            {documentsError}
          </p>
        ) : null}
      </div>
      <FormAlert>{decline.isError ? errorText(decline.error) : null}</FormAlert>
      <div className="chargeback-choices">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Go back
        </Button>
        <Button type="submit" isPending={decline.isPending} disabled={uploading}>
          Send response
        </Button>
      </div>
    </form>
  );
}
