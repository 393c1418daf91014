// A small bar chart in SVG (the web has no chart library yet): one bar a point, the figure in
// each bar's tooltip and in a visually hidden table for screen readers.

export interface BarPoint {
  label: string;
  value: number;
  /** What the tooltip and the table say for the value. */
  display: string;
}

export function BarChart({ title, points, height = 160 }: { title: string; points: BarPoint[]; height?: number }) {
  const max = Math.max(1, ...points.map((point) => point.value));
  const width = 100 / Math.max(points.length, 1);
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <svg
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        className="mt-3 h-40 w-full"
        role="img"
        aria-label={title}
      >
        {points.map((point, index) => {
          const barHeight = point.value > 0 ? Math.max(2, (point.value / max) * (height - 4)) : 0;
          return (
            <rect
              key={point.label}
              x={index * width + width * 0.15}
              y={height - barHeight}
              width={width * 0.7}
              height={barHeight}
              rx={0.8}
              className="fill-primary/80 hover:fill-primary"
            >
              <title>{`${point.label}: ${point.display}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-[11px] text-muted-foreground tabular" aria-hidden="true">
        <span>{points[0]?.label}</span>
        <span>{points.at(-1)?.label}</span>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{point.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
