import { useNavigate, useSearch } from '@tanstack/react-router';
import { OVERVIEW_PRESETS } from '../../../contract/analytics';
import { DateRangeField } from '../../ui/date-range-field';
import { SelectField } from '../../ui/select-field';
import { type OverviewSearch, parseOverviewSearch, type ResolvedRange, resolveRange } from './filters';

/** The overview screens' filters live in the address (shareable, back-button friendly). */
export function useOverviewSearch() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = parseOverviewSearch(raw);
  const navigate = useNavigate();
  const update = (next: Partial<OverviewSearch>) =>
    void navigate({
      to: '.',
      search: ((prev: Record<string, unknown>) => ({ ...prev, ...next })) as never,
      replace: true,
    });
  return { search, range: resolveRange(search), update };
}

export interface OverviewFiltersProps {
  range: ResolvedRange;
  onChange: (next: Partial<OverviewSearch>) => void;
  /** The currency selector; absent on screens without a currency (customers). */
  currency?: { value: string; options: readonly string[] };
}

/** Date presets, the date-range picker (no future dates) and the wallet currency (spec 1 §2). */
export function OverviewFilters({ range, onChange, currency }: OverviewFiltersProps) {
  return (
    <div className="overview-filters">
      <fieldset className="preset-group">
        <legend className="visually-hidden">Period</legend>
        {OVERVIEW_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className="preset-button"
            aria-pressed={range.preset === preset.id}
            onClick={() => onChange({ range: preset.id, from: undefined, to: undefined })}
          >
            {preset.label}
          </button>
        ))}
      </fieldset>
      <div className="overview-filter-fields">
        <DateRangeField
          label="Date range"
          value={{ start: range.start, end: range.end }}
          onChange={(next) => onChange({ range: 'custom', from: next.start, to: next.end })}
        />
        {currency ? (
          <SelectField
            id="overview-currency"
            label="Currency"
            value={currency.value}
            options={currency.options.map((c) => ({ value: c, label: c }))}
            onChange={(event) => onChange({ currency: event.target.value })}
          />
        ) : null}
      </div>
    </div>
  );
}
