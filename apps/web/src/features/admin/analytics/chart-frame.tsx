import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A chart's box: named for screen readers (the figures are in the tooltips and the tables
 * beside it), a fixed height, and a line instead of an empty plot when there are no points.
 */
export function ChartFrame({
  label,
  isEmpty,
  height = 280,
  children,
}: {
  label: string;
  isEmpty: boolean;
  height?: number;
  children: ReactElement;
}) {
  if (isEmpty) return <p className="py-10 text-center text-sm text-muted-foreground">No data for this period.</p>;
  return (
    <figure aria-label={label} className="m-0 w-full min-w-0" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </figure>
  );
}
