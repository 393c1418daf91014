import { CHECKOUT_TEXT } from '@themeport/core';
import { FlaskConical, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto flex max-w-4xl flex-col gap-5">{children}</div>
    </div>
  );
}

export function TestModeBadge() {
  return (
    <Badge className="bg-amber-50 text-amber-900 ring-amber-300">
      <FlaskConical aria-hidden="true" />
      {CHECKOUT_TEXT.testMode}
    </Badge>
  );
}

export function TestModeNote() {
  return (
    <div
      role="note"
      className="flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{CHECKOUT_TEXT.testModeNote}</p>
    </div>
  );
}

export function CheckoutSkeleton() {
  return (
    <CheckoutFrame>
      <div aria-busy="true" className="flex flex-col gap-5">
        <p role="status" className="sr-only">
          Loading checkout...
        </p>
        <div className="flex items-center gap-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
        <Skeleton className="h-12" />
        <Card className="grid overflow-hidden md:grid-cols-2">
          <div className="flex flex-col gap-5 border-b border-border bg-muted/60 p-6 sm:p-8 md:border-r md:border-b-0">
            <Skeleton className="h-4 w-28 bg-[#ebebee]" />
            <Skeleton className="h-10 w-36 bg-[#ebebee]" />
            <div className="flex gap-4">
              <Skeleton className="h-14 w-20 bg-[#ebebee]" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3 bg-[#ebebee]" />
                <Skeleton className="h-3 w-full bg-[#ebebee]" />
              </div>
            </div>
            <Skeleton className="h-16 bg-[#ebebee]" />
          </div>
          <div className="flex flex-col gap-4 p-6 sm:p-8">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-10" />
            <div className="grid grid-cols-2 gap-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
            <Skeleton className="h-10" />
            <Skeleton className="h-12" />
          </div>
        </Card>
      </div>
    </CheckoutFrame>
  );
}

/** A centred, quiet card for the states where there is nothing to pay. */
export function CheckoutNotice({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <CheckoutFrame>
      <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-6 py-10 text-center sm:px-10">
        <TestModeBadge />
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <div className="text-sm leading-relaxed text-muted-foreground">{children}</div>
        <div className="mt-2 flex w-full flex-col justify-center gap-2 sm:flex-row">{actions}</div>
      </Card>
    </CheckoutFrame>
  );
}
