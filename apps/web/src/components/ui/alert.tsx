import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const styles = {
  error: 'border-[#fecaca] bg-danger-soft text-[#991b1b]',
  success: 'border-[#bbf7d0] bg-[#f0fdf4] text-[#166534]',
  info: 'border-[#d6e4ff] bg-accent-soft text-[#1e40af]',
} as const;

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/** An inline message; errors are announced at once (role=alert), the others politely. */
export function Alert({
  variant = 'error',
  children,
  className,
}: {
  variant?: keyof typeof styles;
  children: ReactNode;
  className?: string;
}) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', styles[variant], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
