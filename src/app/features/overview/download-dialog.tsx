import dayjs from 'dayjs';
import { useState } from 'react';
import { DOWNLOAD_DATA_TYPES, DOWNLOAD_RANGES, type DownloadRangeId } from '../../../contract/analytics';
import { Button } from '../../ui/button';
import { DateRangePicker, type DateRangeValue } from '../../ui/date-range-picker';
import { ModalDialog } from '../../ui/modal-dialog';
import { SelectField } from '../../ui/select-field';
import { type DownloadDeps, useDownload } from './use-download';

const STAMP = 'YYYY-MM-DD HH:mm:ss';

/**
 * The range of a download choice (spec 1 §9): today, yesterday, or back 8, 31 and 366 days,
 * from 00:00:00 to 23:59:59; a custom range covers its days.
 */
export function downloadRange(id: DownloadRangeId, custom: DateRangeValue | null, now: Date = new Date()) {
  const today = dayjs(now).startOf('day');
  if (id === 'custom') {
    if (!custom) return null;
    return {
      from: dayjs(custom.start).startOf('day').format(STAMP),
      to: dayjs(custom.end).endOf('day').format(STAMP),
    };
  }
  if (id === 'yesterday') {
    const day = today.subtract(1, 'day');
    return { from: day.format(STAMP), to: day.endOf('day').format(STAMP) };
  }
  const back = DOWNLOAD_RANGES.find((r) => r.id === id)?.daysBack ?? 0;
  return { from: today.subtract(back, 'day').format(STAMP), to: today.endOf('day').format(STAMP) };
}

export interface DownloadDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
  /** Test hook: the network and navigation of the flow. */
  deps?: Partial<DownloadDeps>;
}

/** Download Account Summary (spec 1 §2): a range, a required data type, then the real download flow. */
export function DownloadDialog({ isOpen, onOpenChange, currency, deps }: DownloadDialogProps) {
  const [rangeId, setRangeId] = useState<DownloadRangeId>('today');
  const [custom, setCustom] = useState<DateRangeValue | null>(null);
  const [dataType, setDataType] = useState('');
  const [errors, setErrors] = useState<{ dataType?: string; range?: string }>({});
  const download = useDownload(deps);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const range = downloadRange(rangeId, custom);
    const next = {
      dataType: dataType ? undefined : 'Data type is empty',
      range: range ? undefined : 'Date range is empty',
    };
    setErrors(next);
    if (next.dataType || next.range || !range) return;
    const outcome = await download.run({
      currency,
      sort: 'desc',
      ...range,
      // Spec 1 §7: type_filter omitted for both data types.
      ...(dataType === 'both' ? {} : { type_filter: dataType as 'payments' | 'transfers' }),
    });
    if (outcome === 'complete') onOpenChange(false);
  };

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Download Account Summary" variant="phone-sheet">
      <form className="stack" onSubmit={submit} noValidate>
        <fieldset className="choice-grid">
          <legend>Date</legend>
          {DOWNLOAD_RANGES.map((range) => (
            <label key={range.id} className="choice-pill">
              <input
                type="radio"
                name="download-range"
                value={range.id}
                checked={rangeId === range.id}
                onChange={() => setRangeId(range.id)}
              />
              {range.label}
            </label>
          ))}
        </fieldset>
        {rangeId === 'custom' ? (
          <DateRangePicker label="Custom range" value={custom} onChange={setCustom} isRequired />
        ) : null}
        {errors.range ? <p className="field-error">{errors.range}</p> : null}
        <SelectField
          id="download-data-type"
          label="Data type"
          placeholder="Select a data type"
          value={dataType}
          error={errors.dataType}
          required
          options={DOWNLOAD_DATA_TYPES.map((t) => ({ value: t.id, label: t.label }))}
          onChange={(event) => {
            setDataType(event.target.value);
            setErrors((e) => ({ ...e, dataType: undefined }));
          }}
        />
        <p className="text-secondary text-small">Currency: {currency}</p>
        <div className="row">
          <Button type="submit" isPending={download.isRunning}>
            Download
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
