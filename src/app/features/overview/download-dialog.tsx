import { getFormProps, useForm } from '@conform-to/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  DOWNLOAD_DATA_TYPES,
  DOWNLOAD_RANGES,
  type DownloadRangeId,
  DownloadSummaryForm,
} from '../../../contract/analytics';
import { Button } from '../../ui/button';
import { DateRangePicker, type DateRangeValue } from '../../ui/date-range-picker';
import { FormSelect } from '../../ui/form-fields';
import { ModalDialog } from '../../ui/modal-dialog';
import { type DownloadDeps, useDownload } from './use-download';
import { validateWith } from '../../lib/form-validation';

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
  const [custom, setCustom] = useState<DateRangeValue | null>(null);
  const download = useDownload(deps);
  const [form, fields] = useForm({
    id: 'download-summary',
    defaultValue: { range: 'today' },
    ...validateWith(DownloadSummaryForm, { when: 'submit' }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { range: rangeId, data_type: dataType } = submission.value;
      const range = downloadRange(rangeId, custom);
      if (!range) return;
      const outcome = await download.run({
        currency,
        sort: 'desc',
        ...range,
        // Spec 1 §7: type_filter omitted for both data types.
        ...(dataType === 'both' ? {} : { type_filter: dataType }),
      });
      if (outcome === 'complete') onOpenChange(false);
    },
  });
  const rangeId = (fields.range.value ?? 'today') as DownloadRangeId;
  const rangeError = fields.range.errors?.[0] ?? fields.from.errors?.[0];

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Download Account Summary" variant="phone-sheet">
      <form {...getFormProps(form)} className="stack">
        <fieldset className="choice-grid">
          <legend>Date</legend>
          {DOWNLOAD_RANGES.map((range) => (
            <label key={range.id} className="choice-pill">
              <input
                type="radio"
                name={fields.range.name}
                value={range.id}
                defaultChecked={fields.range.initialValue === range.id}
              />
              {range.label}
            </label>
          ))}
        </fieldset>
        {rangeId === 'custom' ? (
          <>
            <DateRangePicker label="Custom range" value={custom} onChange={setCustom} isRequired />
            <input type="hidden" name={fields.from.name} value={custom?.start ?? ''} />
            <input type="hidden" name={fields.to.name} value={custom?.end ?? ''} />
          </>
        ) : null}
        {rangeError ? <p className="field-error">{rangeError}</p> : null}
        <FormSelect
          field={fields.data_type}
          label="Data type"
          placeholder="Select a data type"
          options={DOWNLOAD_DATA_TYPES.map((t) => ({ value: t.id, label: t.label }))}
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
