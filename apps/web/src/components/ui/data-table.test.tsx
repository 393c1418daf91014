import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Invoice {
  id: string;
  number: string;
  amount: number;
}

const columns: DataTableColumn<Invoice>[] = [
  { id: 'number', header: 'Invoice', cell: (row) => row.number },
  { id: 'amount', header: 'Amount', cell: (row) => `$${row.amount}`, sortValue: (row) => row.amount, align: 'right' },
];

const rows: Invoice[] = [
  { id: 'a', number: 'INV-1', amount: 20 },
  { id: 'b', number: 'INV-2', amount: 5 },
  { id: 'c', number: 'INV-3', amount: 90 },
];

function render(props: Partial<Parameters<typeof DataTable<Invoice>>[0]> = {}) {
  return renderToStaticMarkup(
    <DataTable columns={columns} data={rows} getRowId={(row) => row.id} caption="Invoices" {...props} />,
  );
}

describe('DataTable', () => {
  it('names the table and its column headers', () => {
    const html = render();
    expect(html).toContain('<caption class="sr-only">Invoices</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toContain('>Invoice</th>');
  });

  it('keeps the given order without a sort, and marks only sortable columns with aria-sort', () => {
    const html = render();
    expect(html.indexOf('INV-1')).toBeLessThan(html.indexOf('INV-2'));
    expect(html.indexOf('INV-2')).toBeLessThan(html.indexOf('INV-3'));
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    expect(html).toContain('aria-sort="none"');
    expect(html).toContain('<button type="button"');
  });

  it('opens with the initial sort', () => {
    const descending = render({ initialSort: { id: 'amount', desc: true } });
    expect(descending).toContain('aria-sort="descending"');
    expect(descending.indexOf('INV-3')).toBeLessThan(descending.indexOf('INV-1'));
    expect(descending.indexOf('INV-1')).toBeLessThan(descending.indexOf('INV-2'));

    const ascending = render({ initialSort: { id: 'amount' } });
    expect(ascending).toContain('aria-sort="ascending"');
    expect(ascending.indexOf('INV-2')).toBeLessThan(ascending.indexOf('INV-1'));
  });

  it('shows the empty text in one row across every column', () => {
    const html = render({ data: [], emptyText: 'No invoices yet.' });
    expect(html).toContain('<td colSpan="2"');
    expect(html).toContain('No invoices yet.');
    expect(html).not.toContain('INV-1');
  });

  it('shows skeleton rows while loading, and the empty text only once loaded', () => {
    const loading = render({ data: [], isLoading: true, emptyText: 'No invoices yet.' });
    expect(loading).toContain('aria-busy="true"');
    expect(loading.match(/animate-pulse/g)).toHaveLength(5);
    expect(loading).not.toContain('No invoices yet.');
  });

  it('keeps the given order under a sort done elsewhere, and shows that sort', () => {
    const html = render({ sort: { id: 'amount', desc: true }, onSortChange: () => undefined });
    expect(html).toContain('aria-sort="descending"');
    expect(html.indexOf('INV-1')).toBeLessThan(html.indexOf('INV-2'));
    expect(html.indexOf('INV-2')).toBeLessThan(html.indexOf('INV-3'));
  });

  it('offers a named checkbox per row and one for all rows when rows can be selected', () => {
    const html = render({
      selection: { selected: new Set(['b']), onChange: () => undefined, label: (row) => `Select ${row.number}` },
    });
    expect(html).toContain('aria-label="Select all rows"');
    expect(html).toMatch(/aria-label="Select INV-2"[^>]*checked=""/);
    expect(html).not.toMatch(/aria-label="Select INV-1"[^>]*checked/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(4);
    expect(
      render({ data: [], selection: { selected: new Set(), onChange: () => undefined, label: () => '' } }),
    ).toContain('colSpan="3"');
  });

  it('makes every row a tab stop that opens its item when rows can be activated, and no row otherwise', () => {
    const body = (html: string) => html.slice(html.indexOf('<tbody'));
    expect(body(render())).not.toContain('tabindex');
    const html = body(render({ onRowActivate: () => undefined }));
    expect(html.match(/<tr class="[^"]*cursor-pointer[^"]*" tabindex="0">/g)).toHaveLength(rows.length);
  });
});
