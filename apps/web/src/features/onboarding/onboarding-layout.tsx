import { Check } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '@/lib/utils';

const STEPS = [
  { label: 'Profile', path: 'profile' },
  { label: 'Plan', path: 'payment' },
  { label: 'Done', path: 'complete' },
] as const;

export function OnboardingLayout() {
  const { pathname } = useLocation();
  const currentIndex = Math.max(
    0,
    STEPS.findIndex((step) => pathname.startsWith(`/client-onboarding/${step.path}`)),
  );

  return (
    <section className="container-page flex flex-col items-center py-10 sm:py-16">
      <nav aria-label="Onboarding progress" className="mb-8 w-full max-w-xl">
        <ol className="flex items-center gap-2">
          {STEPS.map((step, index) => {
            const isDone = index < currentIndex;
            const isCurrent = index === currentIndex;
            return (
              <li
                key={step.path}
                className="flex flex-1 items-center gap-2"
                aria-current={isCurrent ? 'step' : undefined}
              >
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                    isDone && 'bg-primary-strong text-white',
                    isCurrent && 'bg-foreground text-white',
                    !isDone && !isCurrent && 'bg-muted text-muted-foreground ring-1 ring-border ring-inset',
                  )}
                >
                  {isDone ? <Check aria-hidden="true" className="size-3.5" /> : index + 1}
                </span>
                <span className={cn('text-sm font-medium', isCurrent ? 'text-foreground' : 'text-muted-foreground')}>
                  {step.label}
                  {isDone ? <span className="sr-only"> (completed)</span> : null}
                </span>
                {index < STEPS.length - 1 ? (
                  <span aria-hidden="true" className={cn('h-px flex-1', isDone ? 'bg-primary-strong' : 'bg-border')} />
                ) : null}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="w-full max-w-xl">
        <Outlet />
      </div>
    </section>
  );
}

export function StepCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
