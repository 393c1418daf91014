import { type SecurityAllowEntry } from '@themeport/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { formatShortDate } from '@/lib/date-format';
import { useAllow, useAllowlist, useRemoveAllowed } from './security-api';
import { LoadError } from './load-error';

/** Addresses and ranges the monitor never blocks: add with a note, remove. */
export function AllowlistPanel({ say }: { say: (text: string) => void }) {
  const id = useId();
  const list = useAllowlist();
  const allow = useAllow();
  const remove = useRemoveAllowed();
  const [cidr, setCidr] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cidrRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    allow.mutate(
      { cidr: cidr.trim(), note: note.trim() },
      {
        onSuccess: (entry) => {
          say(`${entry.cidr} added to the allowlist successfully.`);
          setCidr('');
          setNote('');
        },
        onError: (failure) => {
          setError(parseApiError(failure).message);
          cidrRef.current?.focus();
        },
      },
    );
  };

  const columns: DataTableColumn<SecurityAllowEntry>[] = [
    {
      id: 'cidr',
      header: 'Address or range',
      cell: (entry) => <span className="font-medium tabular-nums">{entry.cidr}</span>,
    },
    { id: 'note', header: 'Note', cell: (entry) => entry.note || '—' },
    {
      id: 'added',
      header: 'Added',
      cell: (entry) =>
        `${formatShortDate(entry.createdAt)}${entry.createdByEmail ? ` by ${entry.createdByEmail}` : ''}`,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (entry) => (
        <Button
          size="sm"
          variant="outline"
          disabled={remove.isPending}
          aria-label={`Remove ${entry.cidr}`}
          onClick={() =>
            remove.mutate(entry.id, {
              onSuccess: () => say(`${entry.cidr} removed from the allowlist successfully.`),
              onError: (failure) => say(`Error: ${parseApiError(failure).message}`),
            })
          }
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      id="security-allowlist"
      title="Allowlist"
      description="The monitor never blocks these addresses, such as an office or an uptime checker."
    >
      <div className="flex flex-col gap-5">
        <form
          onSubmit={submit}
          aria-label="Add to the allowlist"
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <Field id={`${id}-cidr`} label="Address or CIDR range" error={error}>
            <Input
              ref={cidrRef}
              id={`${id}-cidr`}
              value={cidr}
              onChange={(e) => setCidr(e.target.value)}
              placeholder="203.0.113.0/24"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-cidr-error` : undefined}
            />
          </Field>
          <Field id={`${id}-note`} label="Note (optional)">
            <Input id={`${id}-note`} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline" disabled={allow.isPending} className="sm:mt-6">
            {allow.isPending ? 'Adding...' : 'Add to allowlist'}
          </Button>
        </form>
        <QueryState
          query={list}
          loading={<LoadingState rows={2} />}
          error={(error) => <LoadError error={error} retry={list} />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              title="The allowlist is empty"
              body="Add an address or range above (an office, a monitoring service) and the monitor will never block it."
            />
          }
        >
          {(data) => (
            <DataTable
              columns={columns}
              data={data.items}
              getRowId={(entry) => entry.id}
              caption="Allowlisted addresses and ranges"
              wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
            />
          )}
        </QueryState>
      </div>
    </SectionCard>
  );
}
