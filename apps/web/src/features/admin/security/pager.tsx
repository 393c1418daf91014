import { Button } from '@/components/ui/button';

/** Previous / Next under a paged list, with 'n items · Page x of y'. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  /** Names the navigation, e.g. 'Alert pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number | undefined;
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-sm">
      <span className="text-muted-foreground">
        {total === undefined ? null : `${total.toLocaleString('en-US')} ${total === 1 ? noun[0] : noun[1]} · `}
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
