import { type ComponentType, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { formatDate } from '../lib/dates';
import { nextTask } from '../lib/next-task';
import { CalendarIcon } from './calendar-icon';
import type { DateRangePickerProps } from './date-range-picker';
import './date-range-picker.css';

// react-aria's date machinery (segments, calendar, Intl formatters): about 40 KB and the longest
// render of a screen that shows it; it loads when the field is first used.
type Picker = ComponentType<DateRangePickerProps>;
let loadedPicker: Picker | undefined;
let pickerLoad: Promise<Picker> | undefined;
function loadPicker(): Promise<Picker> {
  pickerLoad ??= import('./date-range-picker').then(
    (m) => {
      loadedPicker = m.DateRangePicker;
      return loadedPicker;
    },
    (error: unknown) => {
      pickerLoad = undefined; // the next tap tries again
      throw error;
    },
  );
  return pickerLoad;
}

/** A key that types a character (not a shortcut, not Enter, Tab or an arrow). */
function isCharacter(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The date-range picker as the screen first shows it: the same field, with the range as text, its
 * edit and calendar buttons. The first tap (or Enter) on either loads react-aria's picker in its
 * place, with the typed segments focused or the calendar open, so the screen's first load and
 * render skip the picker's weight until somebody uses it. Until the picker is there the field stays,
 * with focus, and what is typed on it goes to the segments after.
 */
export function DateRangeField(props: DateRangePickerProps) {
  const [use, setUse] = useState<'type' | 'calendar' | null>(null);
  const [Picker, setPicker] = useState<Picker | undefined>(() => loadedPicker);
  /** Characters typed on the field while the picker loads: they go to its segments once it is there. */
  const typedAhead = useRef<string[]>([]);
  const labelId = useId();
  const { label, value, description, className, isDisabled } = props;

  // The field stays (and keeps focus) until the picker's code is here, then the picker takes its place.
  const start = (how: 'type' | 'calendar') => {
    setUse(how);
    if (!Picker)
      loadPicker().then(
        (loaded) => setPicker(() => loaded),
        () => setUse(null),
      );
  };
  const keepTyped = (event: KeyboardEvent) => {
    if (use !== 'type' || !isCharacter(event)) return;
    event.preventDefault();
    typedAhead.current.push(event.key);
  };
  const ready = use !== null && Picker !== undefined;
  // A layout effect: it holds new keys from the picker's first commit on, before any reaches a segment.
  useLayoutEffect(() => {
    const queue = typedAhead.current;
    if (!ready || queue.length === 0) return;
    // Keys typed while the queue is replayed join it, so they land after the earlier ones.
    const hold = (event: globalThis.KeyboardEvent) => {
      if (!isCharacter(event)) return;
      event.preventDefault();
      queue.push(event.key);
    };
    document.addEventListener('keydown', hold, true);
    let stopped = false;
    const stop = () => {
      stopped = true;
      queue.length = 0;
      document.removeEventListener('keydown', hold, true);
    };
    void (async () => {
      // One key a task, into whichever segment has focus (a full segment moves focus to the next).
      while (!stopped && queue.length > 0) {
        await nextTask();
        const segment = document.activeElement;
        if (stopped || !(segment instanceof HTMLElement) || segment.getAttribute('role') !== 'spinbutton') break;
        const data = queue.shift();
        segment.dispatchEvent(
          new InputEvent('beforeinput', { data, inputType: 'insertText', bubbles: true, cancelable: true }),
        );
      }
      stop();
    })();
    return stop;
  }, [ready]);
  const preview = (
    <div className={['date-range-picker', className].filter(Boolean).join(' ')}>
      <span className="field-label" id={labelId}>
        {label}
      </span>
      {description ? <span className="field-description">{description}</span> : null}
      {/* A div like the picker's own group (not a fieldset), so both look the same. */}
      {/* biome-ignore lint/a11y/useSemanticElements: react-aria's picker renders role=group too */}
      <div className="date-range-group" role="group" aria-labelledby={labelId} data-disabled={isDisabled || undefined}>
        <button
          type="button"
          className="date-range-preview"
          disabled={isDisabled}
          // The name holds the visible text as shown (WCAG label in name: voice control users say what they see).
          aria-label={`${label}: ${value ? `${formatDate(value.start)} – ${formatDate(value.end)}, change` : 'Start date – End date, choose'}`}
          onClick={() => start('type')}
          onKeyDown={keepTyped}
        >
          <span>{value ? formatDate(value.start) : 'Start date'}</span>
          <span aria-hidden="true" className="date-range-dash">
            –
          </span>
          <span>{value ? formatDate(value.end) : 'End date'}</span>
        </button>
        <button
          type="button"
          className="date-range-button"
          disabled={isDisabled}
          aria-label={`Open calendar for ${label}`}
          onClick={() => start('calendar')}
        >
          <CalendarIcon />
        </button>
      </div>
    </div>
  );
  if (!ready) return preview;
  return <Picker {...props} autoFocus={use === 'type'} defaultOpen={use === 'calendar'} />;
}
