import { SITE_FONTS } from '@themeport/core';
import { useId } from 'react';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const SAMPLE = 'The quick brown fox jumps over the lazy dog';

/** Heading and body fonts from the safe list (hosted sites load no web fonts), each with a preview line. */
export function FontFields({
  fonts,
  disabled,
  onChange,
}: {
  fonts: { heading: string; body: string };
  disabled: boolean;
  onChange: (key: 'heading' | 'body', value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FontField
        label="Heading font"
        value={fonts.heading}
        disabled={disabled}
        heading
        onChange={(v) => onChange('heading', v)}
      />
      <FontField label="Body font" value={fonts.body} disabled={disabled} onChange={(v) => onChange('body', v)} />
    </div>
  );
}

function FontField({
  label,
  value,
  disabled,
  heading = false,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  heading?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const stack = SITE_FONTS.find((font) => font.id === value)?.stack;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        <option value="">Theme’s font</option>
        {SITE_FONTS.map((font) => (
          <option key={font.id} value={font.id}>
            {font.label}
          </option>
        ))}
      </Select>
      <p
        className={heading ? 'truncate text-xl font-bold tracking-tight' : 'text-sm leading-relaxed'}
        style={stack ? { fontFamily: stack } : undefined}
      >
        {stack ? SAMPLE : 'As the theme sets it.'}
      </p>
    </div>
  );
}
