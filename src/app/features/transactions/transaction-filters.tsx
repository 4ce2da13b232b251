import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useId, useRef, useState } from 'react';
import { WALLET_CURRENCIES } from '../../../contract/countries';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, TRANSACTION_STATUSES } from '../../../contract/queries';
import { transactionStatusLabel } from '../../../contract/rules';
import { Button } from '../../ui/button';
import { DateRangeField } from '../../ui/date-range-field';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import * as v from 'valibot';
import { searchTerm } from '../../../contract/paging';
import { TransactionsFilterQuery } from '../../../contract/queries';
import { parseMajorToMinor } from './amount';
import { activeFilterCount, type TransactionFilters } from './filters';
import { validateWith } from '../../lib/form-validation';

/** An amount bound as typed: empty, or an amount with at most 2 decimals. */
const amountBound = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => text.trim() === '' || parseMajorToMinor(text) !== null, `${name} is invalid`),
    ),
  );

/**
 * The filter form as typed: the query's own rules for the lists (search, status, currency, payment
 * type), amounts in major units, and the minimum no more than the maximum (its message on the minimum).
 */
const TransactionFiltersFields = v.pipe(
  v.object({
    q: searchTerm(),
    status: TransactionsFilterQuery.entries.status,
    currency: TransactionsFilterQuery.entries.currency,
    payment_type: TransactionsFilterQuery.entries.payment_type,
    from: TransactionsFilterQuery.entries.from,
    to: TransactionsFilterQuery.entries.to,
    min: amountBound('Minimum amount'),
    max: amountBound('Maximum amount'),
  }),
  v.forward(
    v.partialCheck(
      [['min'], ['max']],
      ({ min, max }) => {
        const low = min ? parseMajorToMinor(min) : null;
        const high = max ? parseMajorToMinor(max) : null;
        return low === null || high === null || low <= high;
      },
      'Minimum amount must not be more than the maximum',
    ),
    ['min'],
  ),
);

export interface TransactionFiltersFormProps {
  value: TransactionFilters;
  onApply: (next: TransactionFilters) => void;
  parentAccountId: number;
  /** Open from the start (wide screens); phones open it with the Filters button. */
  initiallyOpen: boolean;
}

/** The filters as one key: only the set ones count, so '' and a missing filter are the same. */
const keyOf = (filters: TransactionFilters) =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** The filters of transactions/all: search, status, currency, payment type, date range and amount. */
export function TransactionFiltersForm({
  value,
  onApply,
  parentAccountId,
  initiallyOpen,
}: TransactionFiltersFormProps) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);

  // The fields show the filters in force. They are drawn again only when those change from elsewhere
  // (Back, a link, Clear filters): after this form's own Apply they already show them, and keep the focus.
  const key = keyOf(value);
  const applied = useRef(key);
  const [drawn, setDrawn] = useState({ key, generation: 0 });
  if (drawn.key !== key) {
    setDrawn({ key, generation: applied.current === key ? drawn.generation : drawn.generation + 1 });
  }

  return (
    <FiltersForm
      key={drawn.generation}
      value={value}
      parentAccountId={parentAccountId}
      open={open}
      onToggle={() => setOpen((o) => !o)}
      onApply={(next) => {
        applied.current = keyOf(next);
        onApply(next);
      }}
      onClear={() => {
        applied.current = '';
        setDrawn((d) => ({ key: d.key, generation: d.generation + 1 }));
        onApply({});
      }}
    />
  );
}

interface FiltersFormProps {
  value: TransactionFilters;
  parentAccountId: number;
  open: boolean;
  onToggle: () => void;
  onApply: (next: TransactionFilters) => void;
  onClear: () => void;
}

function FiltersForm({ value, parentAccountId, open, onToggle, onApply, onClear }: FiltersFormProps) {
  const id = useId();
  const [range, setRange] = useState(value.from && value.to ? { start: value.from, end: value.to } : null);
  const [form, fields] = useForm({
    id: `tx-filters-${id}`,
    defaultValue: value,
    ...validateWith(TransactionFiltersFields, { when: 'submit' }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') onApply(submission.value);
    },
  });
  const count = activeFilterCount(value);

  return (
    <search className="tx-filters">
      <form {...getFormProps(form)} aria-label="Filter transactions">
        <div className="tx-filters-bar">
          <FormTextField
            field={fields.q}
            label="Search"
            type="search"
            placeholder="Reference, customer name, email or phone"
            maxLength={100}
            enterKeyHint="search"
          />
          <div className="tx-filters-buttons">
            <Button
              type="button"
              variant="secondary"
              aria-expanded={open}
              aria-controls={`${id}-panel`}
              onClick={onToggle}
            >
              {count > 0 ? `Filters (${count})` : 'Filters'}
            </Button>
            <Button type="submit">Search</Button>
          </div>
        </div>
        <div id={`${id}-panel`} className="tx-filters-panel" hidden={!open}>
          <FormSelect
            field={fields.status}
            label="Status"
            placeholder="All statuses"
            options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: transactionStatusLabel(s, parentAccountId) }))}
          />
          <FormSelect
            field={fields.currency}
            label="Currency"
            placeholder="All currencies"
            options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
          <FormSelect
            field={fields.payment_type}
            label="Payment type"
            placeholder="All payment types"
            options={PAYMENT_TYPES.map((p) => ({ value: p, label: PAYMENT_TYPE_LABELS[p] }))}
          />
          <DateRangeField label="Date range" className="tx-filters-dates" value={range} onChange={setRange} />
          <input type="hidden" name={fields.from.name} value={range?.start ?? ''} />
          <input type="hidden" name={fields.to.name} value={range?.end ?? ''} />
          <FormTextField
            field={fields.min}
            label="Minimum amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            maxLength={20}
          />
          <FormTextField
            field={fields.max}
            label="Maximum amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            maxLength={20}
          />
          <div className="tx-filters-actions">
            <Button type="submit">Apply filters</Button>
            <Button type="button" variant="ghost" onClick={onClear}>
              Clear filters
            </Button>
          </div>
        </div>
      </form>
    </search>
  );
}
