import { cn } from '@/lib/utils';

/** A short list of labelled figures (Period Summary, Monthly Activity, Retry Performance …). */
export function FigureList({
  label,
  items,
}: {
  label: string;
  items: readonly (readonly [string, string, string?])[];
}) {
  return (
    <dl aria-label={label} className="flex flex-col divide-y divide-border">
      {items.map(([name, value, className]) => (
        <div key={name} className="flex items-center justify-between gap-3 py-2 text-sm">
          <dt className="text-muted-foreground">{name}</dt>
          <dd className={cn('font-semibold tabular-nums', className)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
