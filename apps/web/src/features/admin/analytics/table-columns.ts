import type { RowData } from '@tanstack/react-table';
import type { DataTableColumn } from '@/components/ui/data-table';

/** A right-aligned, sortable column of figures (counts, dollars, shares) in tabular digits. */
export function figureColumn<Row extends RowData>(
  id: string,
  header: string,
  value: (row: Row) => number,
  format: (value: number) => string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    align: 'right',
    sortValue: value,
    cell: (row) => format(value(row)),
    cellClassName: 'tabular-nums',
  };
}
