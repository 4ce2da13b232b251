import { type FormEvent, useEffect, useId, useState } from 'react';
import { WALLET_CURRENCIES } from '../../../contract/countries';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, TRANSACTION_STATUSES } from '../../../contract/queries';
import { transactionStatusLabel } from '../../../contract/rules';
import { Button } from '../../ui/button';
import { DateRangeField } from '../../ui/date-range-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { parseMajorToMinor } from './amount';
import { activeFilterCount, type TransactionFilters } from './filters';

export interface TransactionFiltersFormProps {
  value: TransactionFilters;
  onApply: (next: TransactionFilters) => void;
  parentAccountId: number;
  /** Open from the start (wide screens); phones open it with the Filters button. */
  initiallyOpen: boolean;
}

/** The filters of transactions/all: search, status, currency, payment type, date range and amount. */
export function TransactionFiltersForm({
  value,
  onApply,
  parentAccountId,
  initiallyOpen,
}: TransactionFiltersFormProps) {
  const [draft, setDraft] = useState<TransactionFilters>(value);
  const [open, setOpen] = useState(initiallyOpen);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for value
  useEffect(() => setDraft(value), [key]);
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);

  const set = (patch: Partial<TransactionFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = draft.min ? parseMajorToMinor(draft.min) : null;
    const max = draft.max ? parseMajorToMinor(draft.max) : null;
    if (draft.min && min === null) return setError('Minimum amount is invalid');
    if (draft.max && max === null) return setError('Maximum amount is invalid');
    if (min !== null && max !== null && min > max) return setError('Minimum amount must not be more than the maximum');
    setError(null);
    onApply(draft);
  };
  const count = activeFilterCount(value);

  return (
    <search className="tx-filters">
      <form onSubmit={submit} aria-label="Filter transactions">
        <div className="tx-filters-bar">
          <TextField
            id={`${id}-q`}
            label="Search"
            type="search"
            placeholder="Reference, customer name, email or phone"
            value={draft.q ?? ''}
            maxLength={100}
            enterKeyHint="search"
            onChange={(e) => set({ q: e.target.value })}
          />
          <div className="tx-filters-buttons">
            <Button
              type="button"
              variant="secondary"
              aria-expanded={open}
              aria-controls={`${id}-panel`}
              onClick={() => setOpen((o) => !o)}
            >
              {count > 0 ? `Filters (${count})` : 'Filters'}
            </Button>
            <Button type="submit">Search</Button>
          </div>
        </div>
        <div id={`${id}-panel`} className="tx-filters-panel" hidden={!open}>
          <SelectField
            id={`${id}-status`}
            label="Status"
            placeholder="All statuses"
            value={draft.status ?? ''}
            options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: transactionStatusLabel(s, parentAccountId) }))}
            onChange={(e) => set({ status: (e.target.value || undefined) as TransactionFilters['status'] })}
          />
          <SelectField
            id={`${id}-currency`}
            label="Currency"
            placeholder="All currencies"
            value={draft.currency ?? ''}
            options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
            onChange={(e) => set({ currency: e.target.value || undefined })}
          />
          <SelectField
            id={`${id}-type`}
            label="Payment type"
            placeholder="All payment types"
            value={draft.payment_type ?? ''}
            options={PAYMENT_TYPES.map((p) => ({ value: p, label: PAYMENT_TYPE_LABELS[p] }))}
            onChange={(e) => set({ payment_type: (e.target.value || undefined) as TransactionFilters['payment_type'] })}
          />
          <DateRangeField
            label="Date range"
            className="tx-filters-dates"
            value={draft.from && draft.to ? { start: draft.from, end: draft.to } : null}
            onChange={(range) => set({ from: range.start, to: range.end })}
          />
          <TextField
            id={`${id}-min`}
            label="Minimum amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={draft.min ?? ''}
            maxLength={20}
            onChange={(e) => set({ min: e.target.value })}
          />
          <TextField
            id={`${id}-max`}
            label="Maximum amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={draft.max ?? ''}
            maxLength={20}
            onChange={(e) => set({ max: e.target.value })}
          />
          {error ? (
            <p className="field-error tx-filters-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="tx-filters-actions">
            <Button type="submit">Apply filters</Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setError(null);
                setDraft({});
                onApply({});
              }}
            >
              Clear filters
            </Button>
          </div>
        </div>
      </form>
    </search>
  );
}
