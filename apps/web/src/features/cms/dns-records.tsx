import type { DnsFound, DnsRecord } from '@themeport/core';
import { CopyButton } from './copy-button';

/** Records the owner still has to create at their DNS provider, each with copy buttons. */
export function DnsRecords({ caption, intro, records }: { caption: string; intro: string; records: DnsRecord[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-[13px] text-muted-foreground">{intro}</p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Type
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Value
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {records.map((record) => (
              <tr key={`${record.type}-${record.name}-${record.value}`}>
                <td className="px-3 py-1.5 font-mono text-[13px] font-medium">{record.type}</td>
                <td className="px-3 py-1.5">
                  <span className="flex items-center gap-1">
                    <span className="font-mono text-[13px] break-all">{record.name}</span>
                    <CopyButton value={record.name} ariaLabel={`Copy name ${record.name}`} />
                  </span>
                </td>
                <td className="px-3 py-1.5">
                  <span className="flex items-center gap-1">
                    <span className="font-mono text-[13px] break-all">{record.value}</span>
                    <CopyButton value={record.value} ariaLabel={`Copy value ${record.value}`} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
