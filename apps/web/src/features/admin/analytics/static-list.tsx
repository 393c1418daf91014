/** A static list of advice (recommended actions, retention tips): the spec's fixed texts. */
export function StaticList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
