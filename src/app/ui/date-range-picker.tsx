import { type CalendarDate, getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  DateRangePicker as RacDateRangePicker,
  RangeCalendar,
  Text,
} from 'react-aria-components';
import { CalendarIcon } from './calendar-icon';
import './date-range-picker.css';

/** A range of calendar days as YYYY-MM-DD strings (both ends inclusive). */
export interface DateRangeValue {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: string;
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue) => void;
  /** Latest pickable day (YYYY-MM-DD); today by default, so no future date can be picked (spec 1 §5). */
  maxValue?: string;
  minValue?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  /** Focus the first date segment on mount (ui/date-range-field.tsx mounts the picker on a tap). */
  autoFocus?: boolean;
  /** Open the calendar on mount. */
  defaultOpen?: boolean;
}

export const FUTURE_DATE_MESSAGE = 'Dates in the future cannot be picked.';
export const RANGE_ORDER_MESSAGE = 'The start date must be on or before the end date.';

function parseDay(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

function toRange(value: DateRangeValue | null) {
  const start = parseDay(value?.start);
  const end = parseDay(value?.end);
  return start && end ? { start, end } : null;
}

/**
 * An accessible date-range picker (react-aria-components): typed segments for keyboard and screen
 * readers, a calendar popover with 44 px day cells for touch. Only complete, ordered ranges not
 * later than maxValue reach onChange; anything else stays in the field with a message.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  maxValue,
  minValue,
  description,
  isRequired,
  isDisabled,
  className,
  autoFocus,
  defaultOpen,
}: DateRangePickerProps) {
  const max = parseDay(maxValue) ?? today(getLocalTimeZone());
  const min = parseDay(minValue) ?? undefined;
  const [draft, setDraft] = useState(() => toRange(value));
  const calendarButton = useRef<HTMLButtonElement>(null);
  const valueKey = value ? `${value.start}/${value.end}` : '';

  // A new value from the owner (a preset chosen elsewhere) replaces whatever was being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: valueKey stands for value
  useEffect(() => {
    setDraft(toRange(value));
  }, [valueKey]);

  let error: string | undefined;
  if (draft) {
    if (draft.start.compare(draft.end) > 0) error = RANGE_ORDER_MESSAGE;
    else if (draft.end.compare(max) > 0 || draft.start.compare(max) > 0) error = FUTURE_DATE_MESSAGE;
  }

  return (
    <RacDateRangePicker<CalendarDate>
      className={['date-range-picker', className].filter(Boolean).join(' ')}
      value={draft}
      maxValue={max}
      minValue={min}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      onOpenChange={(isOpen) => {
        // Opened on mount, the calendar's focus has nowhere to return to (the field that was tapped is
        // gone): the calendar button takes it back, unless the user has moved on to something else.
        if (isOpen || !defaultOpen) return;
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (!active || active === document.body || active.closest('.date-range-popover')) {
            calendarButton.current?.focus();
          }
        });
      }}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      granularity="day"
      onChange={(next) => {
        setDraft(next);
        if (!next) return;
        if (next.start.compare(next.end) > 0) return;
        if (next.end.compare(max) > 0) return;
        onChange({ start: next.start.toString(), end: next.end.toString() });
      }}
    >
      <Label className="field-label">{label}</Label>
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      <Group className="date-range-group">
        <DateInput slot="start" className="date-range-input">
          {(segment) => <DateSegment segment={segment} className="date-range-segment" />}
        </DateInput>
        <span aria-hidden="true" className="date-range-dash">
          –
        </span>
        <DateInput slot="end" className="date-range-input">
          {(segment) => <DateSegment segment={segment} className="date-range-segment" />}
        </DateInput>
        <Button ref={calendarButton} className="date-range-button" aria-label={`Open calendar for ${label}`}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="date-range-popover" placement="bottom end">
        <Dialog className="date-range-dialog" aria-label={label}>
          <RangeCalendar<CalendarDate> className="date-range-calendar">
            <header className="date-range-calendar-header">
              <Button slot="previous" className="date-range-nav" aria-label="Previous month">
                ‹
              </Button>
              <Heading className="date-range-heading" />
              <Button slot="next" className="date-range-nav" aria-label="Next month">
                ›
              </Button>
            </header>
            <CalendarGrid className="date-range-grid">
              {(date) => <CalendarCell date={date} className="date-range-cell" />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </RacDateRangePicker>
  );
}
