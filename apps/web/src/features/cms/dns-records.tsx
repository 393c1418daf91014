import type { DnsFound, DnsRecord } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { CopyButton } from './copy-button';

function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex items-center gap-1">
      <span className="min-w-0 font-mono text-[13px] break-all">{value}</span>
      <CopyButton value={value} ariaLabel={`${label} ${value}`} />
    </span>
  );
}

const DNS_COLUMNS: DataTableColumn<DnsRecord>[] = [
  { id: 'type', header: 'Type', cell: (record) => record.type, cellClassName: 'font-mono text-[13px] font-medium' },
  { id: 'name', header: 'Name', cell: (record) => <CopyableValue value={record.name} label="Copy name" /> },
  { id: 'value', header: 'Value', cell: (record) => <CopyableValue value={record.value} label="Copy value" /> },
];

/** Records the owner still has to create at their DNS provider, each with copy buttons. */
export function DnsRecords({ caption, intro, records }: { caption: string; intro: string; records: DnsRecord[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-[13px] text-muted-foreground">{intro}</p>
      <DataTable
        columns={DNS_COLUMNS}
        data={records}
        getRowId={(record) => `${record.type}-${record.name}-${record.value}`}
        caption={caption}
        emptyText="No records to create."
        wrapperProps={{ className: 'rounded-lg border border-border' }}
        // No minimum width: at 375 px a long name or value wraps in its cell, whole and copyable,
        // instead of scrolling out of sight.
        className="text-sm"
      />
    </div>
  );
}

/** What the last check found in DNS (the server sends it only to the account that proved control). */
export function FoundRecords({ found }: { found: DnsFound }) {
  const lines = [
    ...found.cname.map((value) => `CNAME ${value}`),
    ...found.a.map((value) => `A ${value}`),
    ...found.txt.map((value) => `TXT ${value}`),
  ];
  return (
    <p className="text-[13px] text-muted-foreground">
      Found in DNS:{' '}
      {lines.length === 0 ? 'no records' : <span className="font-mono break-all">{lines.join(' · ')}</span>}
    </p>
  );
}
