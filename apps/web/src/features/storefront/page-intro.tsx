import type { ReactNode } from 'react';

export function PageIntro({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="container-page flex flex-col items-center pt-16 pb-12 text-center sm:pt-24 sm:pb-16">
      {eyebrow ? <div className="text-sm font-semibold text-primary-strong">{eyebrow}</div> : null}
      <h1 className="mt-3 max-w-3xl text-4xl leading-[1.1] font-semibold tracking-[-0.025em] text-balance sm:text-5xl">
        {title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}
