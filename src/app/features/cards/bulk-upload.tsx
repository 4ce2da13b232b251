import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import {
  CARD_BULK_MAX_CHARS,
  CARD_BULK_MAX_ROWS,
  CARD_BULK_TEMPLATE,
  type CardBulkReview,
  type CardBulkRow,
} from '../../../contract/cards';
import { CARDS_HEADINGS } from './headings';
import { isAdminRole } from '../../../contract/roles';
import { isApiError } from '../../lib/api-client';
import { saveTextFile } from '../../lib/download';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { reviewCardsCsv, useCreateCardsFromCsv } from '../../queries/cards';
import { Button } from '../../ui/button';
import { CsvFileField, ReviewRows, ReviewSummary, RowVerdict, UploadActions } from '../../ui/bulk-upload';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { TabsNav } from '../../ui/tabs-nav';
import { toast } from '../../ui/toast';
import { CARD_TABS } from './cards-screens';
import './cards.css';
import '../../ui/form-layout.css';

const PAGE_SIZE = 10;
const failure = (error: unknown) =>
  isApiError(error)
    ? error.message
    : error instanceof Error
      ? error.message
      : 'We could not reach the server. Check your connection and try again.';

/** cards/bulk-upload: a CSV of cards to create, reviewed row by row; only the valid rows are made. */
export function CardsBulkUploadScreen() {
  const admin = isAdminRole(readSessionSnapshot().role);
  return (
    <div className="screen">
      <PageHeader {...CARDS_HEADINGS['/dashboard/cards/bulk-upload']} />
      <TabsNav label={CARD_TABS.label} items={CARD_TABS.items} />
      {admin ? (
        <BulkUpload />
      ) : (
        <EmptyState title="Only an Owner or Admin can manage virtual cards">
          <p>Ask an admin of this business to upload the cards.</p>
        </EmptyState>
      )}
    </div>
  );
}

function BulkUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [review, setReview] = useState<{ csv: string; result: CardBulkReview } | null>(null);
  const action = useActionKey();
  const start = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error('Choose a CSV file first');
      const csv = await file.text();
      return { csv, result: await reviewCardsCsv(csv) };
    },
    onSuccess: setReview,
  });
  const create = useCreateCardsFromCsv();
  const restart = () => {
    setReview(null);
    setFile(null);
    create.reset();
    start.reset();
  };

  if (create.data) {
    const made = create.data.created;
    return (
      <Panel title="Cards created">
        <FormAlert tone="success">
          {made.length} {made.length === 1 ? 'card' : 'cards'} created
          {create.data.invalid > 0
            ? `; ${create.data.invalid} invalid ${create.data.invalid === 1 ? 'row was' : 'rows were'} left out`
            : ''}
          .
        </FormAlert>
        <ul className="cards-created" aria-label="Created cards">
          {made.map((card) => (
            <li key={card.card_id}>
              <Link to="/dashboard/cards/$id" params={{ id: card.card_id }}>
                {card.name}
              </Link>{' '}
              · {formatMoney(card.balance, card.currency)}
            </li>
          ))}
        </ul>
        <div className="cards-actions">
          <Button variant="secondary" onClick={restart}>
            Upload another file
          </Button>
          <Link to="/dashboard/cards" className="button" data-variant="primary">
            View all cards
          </Link>
        </div>
      </Panel>
    );
  }

  if (review) {
    const { valid, invalid, totals } = review.result;
    return (
      <>
        <section className="panel bulk-review" aria-label="Review">
          <ReviewSummary
            state="Reviewed"
            tone="success"
            stats={[
              { label: 'Rows', value: valid + invalid },
              { label: 'Valid', value: valid },
              { label: 'Invalid', value: invalid },
            ]}
          />
          {totals.length > 0 ? (
            <p className="cards-muted">
              Taken from your balance:{' '}
              {totals
                .map(
                  (t) =>
                    `${formatMoney(t.amount, t.currency)} for ${t.cards} ${t.currency} ${t.cards === 1 ? 'card' : 'cards'}`,
                )
                .join(' and ')}
              .
            </p>
          ) : null}
          <FormAlert>{create.isError ? failure(create.error) : null}</FormAlert>
          <div className="cards-actions">
            <Button variant="secondary" onClick={restart}>
              Start again
            </Button>
            <Button
              disabled={valid === 0}
              isPending={create.isPending}
              onClick={() =>
                create.mutate(
                  { csv: review.csv, idempotencyKey: action.key },
                  {
                    onSuccess: (done) => {
                      action.renew();
                      toast.success(`${done.created.length} ${done.created.length === 1 ? 'card' : 'cards'} created.`);
                    },
                  },
                )
              }
            >
              {valid > 0 ? `Create ${valid} valid ${valid === 1 ? 'card' : 'cards'}` : 'No valid rows to create'}
            </Button>
          </div>
        </section>
        <CardReviewRows rows={review.result.rows} />
      </>
    );
  }

  return (
    <form
      className="panel form-stack"
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate();
      }}
    >
      <FormAlert>{start.isError ? failure(start.error) : null}</FormAlert>
      <p className="cards-muted">
        One card per row, at most {CARD_BULK_MAX_ROWS}: name on card, currency (NGN or USD), amount and billing address.
        Each card's amount is taken from your balance in its currency. Download the template to start.
      </p>
      <CsvFileField
        maxBytes={CARD_BULK_MAX_CHARS}
        tooLarge={`The file is larger than ${CARD_BULK_MAX_CHARS / 1000} KB: split it into smaller files`}
        onFile={(chosen) => {
          start.reset();
          setFile(chosen);
        }}
      />
      <UploadActions
        onTemplate={() => saveTextFile('virtual-cards-template.csv', CARD_BULK_TEMPLATE)}
        hasFile={file !== null}
        isPending={start.isPending}
      />
    </form>
  );
}

function CardReviewRows({ rows }: { rows: readonly CardBulkRow[] }) {
  const id = useId();
  const [verdict, setVerdict] = useState<'all' | 'valid' | 'invalid'>('all');
  const [page, setPage] = useState(1);
  const filtered = useMemo(
    () => rows.filter((r) => verdict === 'all' || (verdict === 'valid') === r.is_valid),
    [rows, verdict],
  );
  return (
    <ReviewRows<CardBulkRow>
      filters={
        <div className="cards-filter">
          <SelectField
            id={`${id}-verdict`}
            label="Show"
            value={verdict}
            onChange={(e) => {
              setVerdict(e.target.value as typeof verdict);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'Valid and invalid rows' },
              { value: 'valid', label: 'Valid rows' },
              { value: 'invalid', label: 'Invalid rows' },
            ]}
          />
        </div>
      }
      rows={filtered}
      page={page}
      onPage={setPage}
      pageSize={PAGE_SIZE}
      caption="Card rows"
      rowKey={(r) => r.line}
      emptyTitle="No rows match this filter"
      columns={[
        { key: 'name', header: 'Name on card', primary: true, cell: (r) => r.name_on_card || '—' },
        { key: 'line', header: 'Line', cell: (r) => `Line ${r.line}` },
        {
          key: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (r) => (r.amount === null || r.amount < 0 ? '—' : formatMoney(r.amount, r.currency || 'NGN')),
        },
        {
          key: 'verdict',
          header: 'Verdict',
          cell: (r) => <RowVerdict valid={r.is_valid} labels={['Valid', 'Invalid']} error={r.error} />,
        },
      ]}
    />
  );
}
