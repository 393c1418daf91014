import { Field } from '@/components/ui/field';
import { fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * The rich text control of the component form: a text area of markdown for now. The posts editor's
 * TipTap `RichTextEditor` takes this place later; it is the only place that needs to change.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <Field
      id={id}
      label={label}
      hint="Markdown: # heading, **bold**, [link](https://…), a blank line between paragraphs."
    >
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={disabled}
        aria-describedby={`${id}-hint`}
        rows={8}
        className={cn(fieldClass, 'h-auto min-h-40 py-2 font-mono text-[13px] leading-6')}
      />
    </Field>
  );
}
