import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-[#3f3f46] ring-1 ring-inset ring-border',
        accent: 'bg-accent-soft text-[#1d4ed8] ring-1 ring-inset ring-[#d6e4ff]',
        dark: 'bg-foreground text-white',
        outline: 'bg-white/90 text-foreground ring-1 ring-inset ring-border backdrop-blur',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
