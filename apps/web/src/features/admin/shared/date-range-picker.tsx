import {
  DATE_RANGE_PRESETS,
  dateRangeErrors,
  matchPreset,
  presetRange,
  utcDay,
  type DateRange,
  type DateRangePreset,
} from '@themeport/core';
import { useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/**
 * spec 001 §2.14 date-range picker: the presets Today, Yesterday, Last 7 days, Last 30 days, This
 * month and Last month, or a custom From and To (UTC days). A range with the end before the start
 * or a day after today is shown with its message and not applied (spec 001 §5).
 */
export function DateRangePicker({
  value,
  onChange,
  today = utcDay(new Date()),
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  today?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(value);
  const errors = dateRangeErrors(draft, today);
  const preset = matchPreset(draft, today);

  const change = (next: DateRange) => {
    setDraft(next);
    if (next.from && next.to && !dateRangeErrors(next, today)) onChange(next);
  };

  return (
    <fieldset className="contents">
      <legend className="sr-only">Date range</legend>
      <Field id={`${id}-preset`} label="Date range">
        <Select
          id={`${id}-preset`}
          value={preset}
          onChange={(e) => {
            if (e.target.value !== 'custom') change(presetRange(e.target.value as DateRangePreset, today));
          }}
        >
          {DATE_RANGE_PRESETS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
          <option value="custom" disabled={preset !== 'custom'}>
            Custom
          </option>
        </Select>
      </Field>
      {(['from', 'to'] as const).map((key) => (
        <Field key={key} id={`${id}-${key}`} label={key === 'from' ? 'From' : 'To'} error={errors?.[key]}>
          <Input
            id={`${id}-${key}`}
            type="date"
            max={today}
            required
            value={draft[key]}
            aria-invalid={errors?.[key] ? true : undefined}
            aria-describedby={errors?.[key] ? `${id}-${key}-error` : undefined}
            onChange={(e) => change({ ...draft, [key]: e.target.value })}
          />
        </Field>
      ))}
    </fieldset>
  );
}
