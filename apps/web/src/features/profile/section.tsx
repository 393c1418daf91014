import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One block of the profile page: a heading, a line on what it does, its form. */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
