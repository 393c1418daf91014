import { initials } from '@/lib/format';
import { cn } from '@/lib/utils';

const sizes = { sm: 'size-8 text-xs', lg: 'size-20 text-xl' } as const;

/** The person's uploaded picture, or their initials on the accent tint. Decorative: the name is said beside it. */
export function Avatar({
  name,
  url,
  size = 'sm',
  className,
}: {
  name: string;
  url: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft font-semibold text-primary-strong',
        sizes[size],
        className,
      )}
    >
      {url ? <img src={url} alt="" className="size-full object-cover" data-testid="avatar-image" /> : initials(name)}
    </span>
  );
}
