import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldClass =
  'h-10 w-full min-w-0 rounded-lg border border-input bg-white px-3 text-sm text-foreground transition-colors placeholder:text-muted-foreground hover:border-[#c4c4cc] focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClass, className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-[13px] font-medium text-foreground', className)} {...props} />;
}
