import { type SecurityBlock } from '@themeport/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { parseApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { BlockForm } from './block-form';
import { useSecurityBlocks, useUnblock } from './security-api';
import { timeLeft, typeLabel } from './security-format';
import { LoadError } from './load-error';

const reason = (block: SecurityBlock) =>
  block.reason === 'manual'
    ? `Manual${block.createdByEmail ? ` (${block.createdByEmail})` : ''}`
    : typeLabel(block.reason);

/** Active blocks with Unblock (asked first), the Block IP form, and the blocks that ended in the last day. */
export function BlocksPanel({ say }: { say: (text: string) => void }) {
  const blocks = useSecurityBlocks();
  const unblock = useUnblock();
  const [asking, setAsking] = useState<SecurityBlock | null>(null);

  const active: DataTableColumn<SecurityBlock>[] = [
    { id: 'ip', header: 'Address', cell: (block) => <span className="font-medium tabular-nums">{block.ip}</span> },
    { id: 'reason', header: 'Why', cell: reason },
    { id: 'level', header: 'Level', align: 'right', cell: (block) => block.level },
    {
      id: 'ends',
      header: 'Ends',
      cell: (block) => (
        <span className="whitespace-nowrap">
          {formatDateTime(block.expiresAt)}{' '}
          <span className="text-muted-foreground">(in {timeLeft(block.expiresAt)})</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (block) => (
        <Button size="sm" variant="outline" onClick={() => setAsking(block)} aria-label={`Unblock ${block.ip}`}>
          Unblock
        </Button>
      ),
    },
  ];
  const ended: DataTableColumn<SecurityBlock>[] = [
    { id: 'ip', header: 'Address', cell: (block) => <span className="tabular-nums">{block.ip}</span> },
    { id: 'reason', header: 'Why', cell: reason },
    {
      id: 'ended',
      header: 'Ended',
      cell: (block) =>
        block.liftedAt
          ? `Unblocked ${formatDateTime(block.liftedAt)}${block.liftedByEmail ? ` by ${block.liftedByEmail}` : ''}`
          : `Expired ${formatDateTime(block.expiresAt)}`,
    },
  ];

  return (
    <SectionCard
      id="security-blocks"
      title="Blocked addresses"
      description="A blocked address is answered 429 until its block ends. The monitor blocks on its own; you can too."
    >
      <div className="flex flex-col gap-5">
        <BlockForm say={say} />
        <QueryState
          query={blocks}
          loading={<LoadingState rows={2} />}
          error={(error) => <LoadError error={error} retry={blocks} />}
          isEmpty={(data) => data.active.length === 0}
          empty={
            <EmptyState
              title="No address is blocked"
              body="Addresses the monitor flags for brute force or credential stuffing, and those you block above, appear here with Unblock."
            />
          }
        >
          {(data) => (
            <DataTable
              columns={active}
              data={data.active}
              getRowId={(block) => block.id}
              caption="Active blocks"
              wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
              className="min-w-[640px]"
            />
          )}
        </QueryState>
        {blocks.data && blocks.data.recent.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-medium">Ended in the last day</h3>
            <DataTable
              columns={ended}
              data={blocks.data.recent}
              getRowId={(block) => block.id}
              caption="Blocks that ended in the last day"
              wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
            />
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={`Unblock ${asking?.ip ?? ''}?`}
        description="Requests from this address are served again at once. If it keeps attacking, the monitor blocks it again, for longer."
        confirmLabel="Unblock"
        busyLabel="Unblocking..."
        isBusy={unblock.isPending}
        error={unblock.error ? parseApiError(unblock.error).message : null}
        onCancel={() => {
          setAsking(null);
          unblock.reset();
        }}
        onConfirm={() =>
          asking &&
          unblock.mutate(asking.id, {
            onSuccess: (lifted) => {
              setAsking(null);
              say(`${lifted.ip} unblocked successfully.`);
            },
          })
        }
      />
    </SectionCard>
  );
}
