import { HEX_COLOR } from '@themeport/core';
import { Check, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { COLOR_KEYS, COLOR_LABELS, contrastNote, type ColorKey } from './form';

// What the preview shows for a colour left to the theme (the portal does not know the theme's).
const PREVIEW_FALLBACK: Record<ColorKey, string> = {
  primary: '#4f46e5',
  secondary: '#0ea5e9',
  accent: '#0ea5e9',
  background: '#ffffff',
  text: '#0f172a',
};

const HINTS: Partial<Record<ColorKey, string>> = {
  secondary: 'Used where the theme uses its accent, unless Accent is set.',
};

export function ColourFields({
  colors,
  errors,
  disabled,
  onChange,
}: {
  colors: Record<ColorKey, string>;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (key: ColorKey, value: string) => void;
}) {
  const shown = (key: ColorKey) => (HEX_COLOR.test(colors[key].trim()) ? colors[key].trim() : PREVIEW_FALLBACK[key]);
  const note = contrastNote(shown('text'), shown('background'));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid gap-4 sm:grid-cols-2">
        {COLOR_KEYS.map((key) => (
          <ColourField
            key={key}
            label={COLOR_LABELS[key]}
            value={colors[key]}
            error={errors[`colors.${key}`]}
            hint={HINTS[key]}
            disabled={disabled}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </div>
      <div className="flex flex-col gap-3">
        <div
          aria-label="Colour preview"
          role="img"
          className="rounded-xl border border-border p-5 shadow-sm"
          style={{ background: shown('background'), color: shown('text') }}
        >
          <p className="text-base font-semibold">Your headline</p>
          <p className="mt-1 text-sm opacity-80">Body text as visitors will read it.</p>
          <span
            className="mt-4 inline-flex rounded-full px-4 py-1.5 text-sm font-semibold text-white"
            style={{
              background: `linear-gradient(135deg, ${shown('primary')}, ${shown(colors.accent ? 'accent' : 'secondary')})`,
            }}
          >
            Get started
          </span>
        </div>
        {note ? (
          <p
            className={`flex items-start gap-1.5 text-[13px] ${note.isReadable ? 'text-muted-foreground' : 'text-[#92400e]'}`}
          >
            {note.isReadable ? (
              <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-[#15803d]" />
            ) : (
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            )}
            {note.isReadable
              ? `Text contrast ${note.ratio}:1 — readable.`
              : `Text contrast ${note.ratio}:1 is below 4.5:1: the live site will use white or near-black text on this background instead.`}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">Colours left empty keep the theme’s.</p>
      </div>
    </div>
  );
}

function ColourField({
  label,
  value,
  error,
  hint,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  hint: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const isHex = HEX_COLOR.test(value.trim());
  const expanded =
    isHex && value.trim().length === 4 ? `#${[...value.trim().slice(1)].map((d) => d + d).join('')}` : value.trim();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} colour picker`}
          className="h-10 w-11 shrink-0 cursor-pointer rounded-lg border border-input bg-white p-1 disabled:cursor-not-allowed"
          value={isHex ? expanded.toLowerCase() : '#ffffff'}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
        <Input
          id={id}
          value={value}
          placeholder="Theme’s"
          onChange={(event) => onChange(event.target.value)}
          className="font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          disabled={disabled}
        />
        {value && !disabled ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange('')}
            aria-label={`Use the theme’s ${label.toLowerCase()} colour`}
          >
            Reset
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-[13px] text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
