import type { ReactNode } from 'react';

/** The calm, centred card every authentication screen sits in. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-[420px]">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-[0_1px_2px_rgb(16_24_40/0.04)] sm:p-8">
          <div className="mb-6 flex flex-col gap-2">
            {icon ? (
              <div className="mb-2 flex size-11 items-center justify-center rounded-xl bg-accent-soft text-primary-strong [&_svg]:size-5">
                {icon}
              </div>
            ) : null}
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <div className="text-sm leading-relaxed text-muted-foreground">{description}</div> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </section>
  );
}

export const linkClass = 'font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:underline';
