import { SITE_TEXT, type DomainStatus, type SiteDomain } from '@themeport/core';
import { Globe, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useAccountAccess } from '@/lib/use-permission';
import { cn } from '@/lib/utils';
import { ErrorState } from '@/components/query-state';
import { failureMessage } from './messages';
import { useAddDomain, useCheckDomain, useRemoveDomain, useSiteDomains } from './api';
import { DnsRecords, FoundRecords } from './dns-records';
import { AccountDate } from '@/components/account-date';
import { ListSkeleton, SectionCard } from './section-card';
import { useStatus } from './status-line';

/** spec 000 §2, §7 add-custom-domain / check-domain-status: the site's own domains. */
export function DomainsSection({
  accountId,
  slotId,
  canEdit,
}: {
  accountId: string;
  slotId: string;
  canEdit: boolean;
}) {
  const domains = useSiteDomains(accountId, slotId);
  const lockedReason = useAccountAccess(accountId).reason('domains', 'write');
  const [removing, setRemoving] = useState<SiteDomain | null>(null);
  const remove = useRemoveDomain(accountId, slotId);
  const status = useStatus();

  const onRemove = (domain: SiteDomain) =>
    remove.mutate(domain.id, {
      onSuccess: () => {
        setRemoving(null);
        status.say(`${domain.domain} removed.`);
      },
      onError: (error) => {
        setRemoving(null);
        status.fail(failureMessage(error, `Failed to remove ${domain.domain}`));
      },
    });

  return (
    <SectionCard
      id="domains"
      title="Custom domains"
      description="Serve the site at your own domain: add it, create the TXT record that proves it is yours and the DNS record that points it here, then check its status."
    >
      <div className="flex flex-col gap-5">
        {canEdit ? (
          <AddDomainForm accountId={accountId} slotId={slotId} />
        ) : lockedReason ? (
          <div>
            <LockedButton variant="outline" reason={lockedReason}>
              <Plus aria-hidden="true" />
              Add domain
            </LockedButton>
          </div>
        ) : null}
        {domains.isPending ? (
          <ListSkeleton rows={2} />
        ) : domains.isError ? (
          <ErrorState message={`Could not load the domains: ${parseApiError(domains.error).message}`} retry={domains} />
        ) : domains.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-input px-4 py-5 text-sm text-muted-foreground">
            No custom domains yet. The site answers at its live address above.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Custom domains">
            {domains.data.map((domain) => (
              <DomainRow
                key={domain.id}
                accountId={accountId}
                slotId={slotId}
                domain={domain}
                canEdit={canEdit}
                onRemove={() => setRemoving(domain)}
              />
            ))}
          </ul>
        )}
      </div>
      {/* Removing a domain asks first: the site stops answering at that address. */}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.domain ?? ''}?`}
        description="The site will stop answering at this domain. You can add it again later; its DNS records stay with your domain provider."
        confirmLabel="Remove domain"
        busyLabel="Removing…"
        isBusy={remove.isPending}
        isDestructive
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing);
        }}
      />
    </SectionCard>
  );
}

function AddDomainForm({ accountId, slotId }: { accountId: string; slotId: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddDomain(accountId, slotId);
  const status = useStatus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const domain = value.trim();
    if (!domain) {
      setError(SITE_TEXT.domainRequired);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    status.clear();
    // Whether it is a valid hostname, and free, is the server's call: its words are shown.
    add.mutate(domain, {
      onSuccess: () => {
        setValue('');
        status.say(SITE_TEXT.domainAdded);
      },
      onError: (failure) => {
        status.fail(failureMessage(failure, SITE_TEXT.domainAddFailed, 'domain'));
        inputRef.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-[13px] font-medium">
        Domain
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={inputId}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          placeholder="www.example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="sm:max-w-sm"
        />
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? 'Adding…' : 'Add domain'}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-[13px] text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const STATUS_STYLES: Record<DomainStatus, string> = {
  pending: 'bg-[#fefce8] text-[#854d0e] ring-[#fde68a]',
  active: 'bg-[#f0fdf4] text-[#166534] ring-[#bbf7d0]',
  error: 'bg-danger-soft text-[#991b1b] ring-[#fecaca]',
};

const STATUS_DOT: Record<DomainStatus, string> = {
  pending: 'bg-[#f59e0b]',
  active: 'bg-[#16a34a]',
  error: 'bg-danger',
};

export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', STATUS_DOT[status])} />
      {status}
    </span>
  );
}

function DomainRow({
  accountId,
  slotId,
  domain,
  canEdit,
  onRemove,
}: {
  accountId: string;
  slotId: string;
  domain: SiteDomain;
  canEdit: boolean;
  onRemove: () => void;
}) {
  const check = useCheckDomain(accountId, slotId);
  const status = useStatus();
  const needsRouting = domain.status !== 'active' && domain.requiredRecords.length > 0;

  const onCheck = () => {
    status.clear();
    check.mutate(domain.id, {
      onSuccess: () => status.say(SITE_TEXT.domainStatusUpdated),
      onError: (error) => status.fail(failureMessage(error, SITE_TEXT.domainCheckFailed)),
    });
  };

  return (
    <li aria-label={domain.domain} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Globe aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="font-medium break-all">{domain.domain}</span>
            <DomainStatusBadge status={domain.status} />
          </p>
          {domain.message ? <p className="mt-1.5 text-sm text-muted-foreground">{domain.message}</p> : null}
          <p className="mt-1 text-xs text-muted-foreground">
            {domain.lastCheckedAt ? (
              <>
                Last checked <AccountDate value={domain.lastCheckedAt} time />
              </>
            ) : (
              'Not checked yet'
            )}
          </p>
        </div>
        {canEdit ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={onCheck} disabled={check.isPending}>
              <RefreshCw aria-hidden="true" className={check.isPending ? 'animate-spin' : undefined} />
              {check.isPending ? 'Checking…' : 'Check status'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger hover:bg-danger-soft"
              onClick={onRemove}
              aria-label={`Remove ${domain.domain}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : null}
      </div>
      {domain.verified ? null : (
        <DnsRecords
          caption={`TXT record for ${domain.domain}`}
          intro="Prove the domain is yours: create this TXT record at your domain provider (you can remove it once the domain is verified)."
          records={[domain.verificationRecord]}
        />
      )}
      {needsRouting ? (
        <DnsRecords
          caption={`DNS records for ${domain.domain}`}
          intro={
            domain.requiredRecords.length > 1
              ? 'Point the domain at your site: create one of these DNS records as well:'
              : 'Point the domain at your site: create this DNS record as well:'
          }
          records={domain.requiredRecords}
        />
      ) : null}
      {domain.foundRecords && domain.status !== 'active' ? <FoundRecords found={domain.foundRecords} /> : null}
    </li>
  );
}
