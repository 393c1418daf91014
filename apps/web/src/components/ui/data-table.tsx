import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, type ComponentProps, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Skeleton } from './skeleton';

/**
 * The one data table (TanStack Table v9, headless): native <table> markup with a caption, column
 * headers with scope, optional sorting per column (a button in the header, aria-sort on the th)
 * and a row that says so when there is nothing to show; skeleton rows while loading, and an
 * optional checkbox column to select rows. Screens describe columns; they never build <table>
 * markup themselves.
 */

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
});

type SortValue = string | number | Date | null;

export interface DataTableColumn<TData extends RowData> {
  id: string;
  /** The column header as shown (and read out). */
  header: string;
  cell: (row: TData) => ReactNode;
  /** Given, the column sorts by this value (strings, numbers or dates); without, it does not sort. */
  sortValue?: (row: TData) => SortValue;
  align?: 'left' | 'right';
  headerClassName?: string;
  cellClassName?: string;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableSelection<TData> {
  /** The ids (getRowId) of the selected rows. */
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Names a row's checkbox, e.g. 'Select the review by Ada'. */
  label: (row: TData) => string;
}

export interface DataTableProps<TData extends RowData> {
  columns: readonly DataTableColumn<TData>[];
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** Names the table for screen readers (rendered as a visually hidden caption). */
  caption?: string;
  /** Shown in a single row when `data` is empty. */
  emptyText?: ReactNode;
  /** The sort a table opens with, e.g. newest first: { id: 'date', desc: true }. */
  initialSort?: { id: string; desc?: boolean };
  /**
   * Sorting done elsewhere (a server sorting all pages): the rows are shown in the given order, the
   * headers show `sort`, and a header click calls `onSortChange`.
   */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Skeleton rows stand in for the data while it first loads. */
  isLoading?: boolean;
  /** Optional row selection: a checkbox per row and one for all rows shown. */
  selection?: DataTableSelection<TData>;
  /** compact: tool panels (13 px, tight cells); comfortable: cards (14 px, 24 px side padding). */
  density?: 'compact' | 'comfortable';
  /** The header sticks to the top of a scrolling wrapper. */
  stickyHeader?: boolean;
  /** Classes and attributes of the scrolling wrapper (tabIndex, role and a name make it keyboard-scrollable). */
  wrapperProps?: ComponentProps<'div'>;
  /** Classes of the <table> (a min-width keeps narrow screens scrolling instead of squashing). */
  className?: string;
  rowClassName?: string;
  /**
   * Makes each whole row open its item: a click anywhere on it (but on a link, button or field of
   * its own) and Enter or Space on the focused row (each row is a tab stop).
   */
  onRowActivate?: (row: TData) => void;
}

/** A click that lands on a control of the row's own does that control's work, not the row's. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

const DENSITY = {
  compact: { table: 'text-[13px]', head: 'px-3 py-2', cell: 'px-3 py-2' },
  comfortable: { table: 'text-sm', head: 'px-6 py-2.5', cell: 'px-6 py-3' },
} as const;

export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  caption,
  emptyText = 'Nothing to show yet.',
  initialSort,
  sort,
  onSortChange,
  isLoading = false,
  selection,
  density = 'compact',
  stickyHeader = false,
  wrapperProps,
  className,
  rowClassName,
  onRowActivate,
}: DataTableProps<TData>) {
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, TData> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: TData): unknown => column.sortValue?.(row) ?? null,
        enableSorting: column.sortValue !== undefined,
        sortFn: 'basic',
        sortUndefined: 'last',
      })),
    [columns],
  );
  const initialSorting: SortingState = initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : [];
  const isManual = onSortChange !== undefined;
  const table = useTable({
    features,
    columns: columnDefs,
    data: data as TData[],
    getRowId: (row: TData) => getRowId(row),
    initialState: { sorting: initialSorting },
    ...(isManual
      ? {
          manualSorting: true,
          state: { sorting: sort ? [sort] : [] },
          onSortingChange: (updater) => {
            const current: SortingState = sort ? [sort] : [];
            const [next] = typeof updater === 'function' ? updater(current) : updater;
            onSortChange(next ? { id: next.id, desc: next.desc } : null);
          },
        }
      : {}),
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sizes = DENSITY[density];
  const rows = table.getRowModel().rows;
  const span = columns.length + (selection ? 1 : 0);
  const shownIds = rows.map((row) => row.id);
  const allSelected =
    selection !== undefined && shownIds.length > 0 && shownIds.every((rowId) => selection.selected.has(rowId));
  const toggle = (ids: string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const rowId of ids)
      if (on) next.add(rowId);
      else next.delete(rowId);
    selection.onChange(next);
  };

  return (
    // relative: a visually hidden header (sr-only, absolutely placed) stays inside the scroller
    // instead of stretching the page past a narrow screen's edge.
    <div {...wrapperProps} className={cn('relative overflow-x-auto', wrapperProps?.className)}>
      <table className={cn('w-full text-left', sizes.table, className)} aria-busy={isLoading || undefined}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={cn('bg-muted text-xs text-muted-foreground', stickyHeader && 'sticky top-0 z-10')}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className={cn('w-10', sizes.head)}>
                  <input
                    type="checkbox"
                    aria-label="Select all rows"
                    checked={allSelected}
                    disabled={shownIds.length === 0}
                    onChange={(e) => toggle(shownIds, e.target.checked)}
                    className="size-4 accent-primary"
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
                    }
                    className={cn(
                      'font-medium whitespace-nowrap',
                      sizes.head,
                      column?.align === 'right' && 'text-right',
                      column?.headerClassName,
                    )}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn(
                          'inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                          column?.align === 'right' && 'flex-row-reverse',
                        )}
                      >
                        {column?.header}
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                        )}
                      </button>
                    ) : (
                      column?.header
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-border">
          {rows.length === 0 && isLoading ? (
            Array.from({ length: 5 }, (_, index) => (
              <tr key={index}>
                <td colSpan={span} className={sizes.cell}>
                  <Skeleton className="h-5" />
                </td>
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={span} className={cn('py-8 text-center text-muted-foreground', sizes.cell)}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  onRowActivate &&
                    'cursor-pointer transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                  rowClassName,
                )}
                {...(onRowActivate
                  ? {
                      tabIndex: 0,
                      onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                        const control = (event.target as Element).closest(INTERACTIVE);
                        if (control && event.currentTarget.contains(control)) return;
                        onRowActivate(row.original);
                      },
                      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                        if (event.target !== event.currentTarget) return;
                        if (event.key !== 'Enter' && event.key !== ' ') return;
                        event.preventDefault();
                        onRowActivate(row.original);
                      },
                    }
                  : {})}
              >
                {selection ? (
                  <td className={sizes.cell}>
                    <input
                      type="checkbox"
                      aria-label={selection.label(row.original)}
                      checked={selection.selected.has(row.id)}
                      onChange={(e) => toggle([row.id], e.target.checked)}
                      className="size-4 accent-primary"
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(sizes.cell, column.align === 'right' && 'text-right', column.cellClassName)}
                  >
                    {column.cell(row.original)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
