import {
  deploymentUrlSchema,
  deploymentUrlText,
  PERMISSION_TEXT,
  SITE_ORIGIN_TEXT,
  SITE_TEXT,
  type SiteSlot,
} from '@themeport/core';
import { Braces, Download, ExternalLink, FolderGit2, Globe, KeyRound, RefreshCw, Server } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useAccountAccess } from '@/lib/use-permission';
import { useForm } from '@/lib/use-form';
import {
  useClearDeploymentUrl,
  useContentKey,
  useCreateSite,
  useRebuildSite,
  useRotateContentKey,
  useSaveDeploymentUrl,
} from './api';
import { CopyButton } from './copy-button';
import { failureMessage } from './messages';
import { AccountDate } from '@/components/account-date';
import { SectionCard } from './section-card';
import { useStatus } from './status-line';
import { isZipDownload, withScheme } from './urls';

/** spec 000 §2 Content tab: the site's address, its repository and rebuilds (spec 000 §7 hosting). */
export function HostingSection({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  const lockedReason = useAccountAccess(accountId).reason('hosting', 'write');
  return (
    <SectionCard
      id="hosting"
      title="Hosting & repository"
      description="Where the site is published and where its source is kept."
      aside={
        slot.hosting ? (
          <Badge variant="accent">
            <Server aria-hidden="true" />
            {slot.hosting === 'local' ? 'Themeport hosting' : 'Netlify'}
          </Badge>
        ) : null
      }
    >
      <div className="divide-y divide-border">
        <Row title="Live address" icon={<Globe aria-hidden="true" />}>
          <LiveAddress slot={slot} />
        </Row>
        <Row title="Deployment URL" icon={<ExternalLink aria-hidden="true" />}>
          {canEdit ? (
            <DeploymentUrlForm key={slot.deploymentUrl ?? ''} accountId={accountId} slot={slot} />
          ) : (
            <p className="text-sm break-all text-muted-foreground">{slot.deploymentUrl ?? 'Not set yet.'}</p>
          )}
        </Row>
        <Row title="Repository" icon={<FolderGit2 aria-hidden="true" />}>
          <Repository accountId={accountId} slot={slot} canEdit={canEdit} />
        </Row>
        <Row title="Content API" icon={<Braces aria-hidden="true" />}>
          <ContentApi accountId={accountId} slotId={slot.id} canEdit={canEdit} />
        </Row>
        <Row title="Rebuild" icon={<RefreshCw aria-hidden="true" />}>
          {canEdit ? (
            <Rebuild accountId={accountId} slotId={slot.id} />
          ) : (
            <LockedButton variant="outline" reason={lockedReason ?? PERMISSION_TEXT.viewerSites}>
              <RefreshCw aria-hidden="true" />
              Rebuild site
            </LockedButton>
          )}
        </Row>
      </div>
    </SectionCard>
  );
}

/**
 * For themes built outside Themeport: the address that answers the site's content as JSON, and its
 * read key; editors can replace a key that leaked (the old one stops working at once).
 */
function ContentApi({ accountId, slotId, canEdit }: { accountId: string; slotId: string; canEdit: boolean }) {
  const [isShown, setIsShown] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const contentKey = useContentKey(accountId, slotId, isShown);
  const rotate = useRotateContentKey(accountId, slotId);
  const status = useStatus();

  const onRotate = () => {
    status.clear();
    rotate.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        setIsShown(true);
        status.say(SITE_ORIGIN_TEXT.keyRotated);
      },
      onError: (error) => {
        setIsConfirming(false);
        status.fail(failureMessage(error, SITE_ORIGIN_TEXT.rotateFailed));
      },
    });
  };

  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-muted-foreground">
        Themes built outside Themeport can fetch this site&apos;s pages, components and posts as JSON at build time,
        with the read key in an <code className="font-mono text-[13px]">X-Site-Key</code> header.
      </p>
      {!isShown ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setIsShown(true)}>
            Show address and key
          </Button>
        </div>
      ) : contentKey.isPending ? (
        <Skeleton className="h-16" />
      ) : contentKey.isError ? (
        <p role="alert" className="text-danger">
          {parseApiError(contentKey.error).message}
        </p>
      ) : (
        <dl className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <dt className="w-16 text-muted-foreground">Address</dt>
            <dd className="min-w-0 flex-1 font-mono text-[13px] break-all">{contentKey.data.url}</dd>
            <CopyButton value={contentKey.data.url} ariaLabel="Copy content API address" />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <dt className="w-16 text-muted-foreground">Read key</dt>
            <dd className="min-w-0 flex-1 font-mono text-[13px] break-all">{contentKey.data.key}</dd>
            <CopyButton value={contentKey.data.key} ariaLabel="Copy read key" />
          </div>
        </dl>
      )}
      {canEdit && isShown && contentKey.isSuccess ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setIsConfirming(true)} disabled={rotate.isPending}>
            <KeyRound aria-hidden="true" />
            {SITE_ORIGIN_TEXT.rotateKey}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title="Rotate the read key?"
        description={SITE_ORIGIN_TEXT.confirmRotate}
        confirmLabel={SITE_ORIGIN_TEXT.rotateKey}
        busyLabel="Rotating…"
        isBusy={rotate.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onRotate}
      />
    </div>
  );
}

function Row({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[12rem_1fr] md:gap-6">
      <h3 className="flex items-center gap-2 text-sm font-medium [&_svg]:size-4 [&_svg]:text-muted-foreground">
        {icon}
        {title}
      </h3>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function LiveAddress({ slot }: { slot: SiteSlot }) {
  const url = slot.deploymentUrl ? withScheme(slot.deploymentUrl) : null;
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        <>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-mono text-sm break-all text-primary-strong hover:underline"
          >
            {url}
          </a>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open site
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            <CopyButton value={url} label="Copy link" />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          No address yet. Create the repository and site below, or enter the address where the site is published.
        </p>
      )}
      {slot.hosting === 'local' && slot.localUrl ? (
        <p className="text-[13px] text-muted-foreground">
          Hosted by Themeport: this server publishes the site on its own address,{' '}
          <span className="font-mono break-all">{slot.localUrl}</span>, apart from your account. Connect a custom domain
          below to use your own address.
        </p>
      ) : null}
    </div>
  );
}

function DeploymentUrlForm({ accountId, slot }: { accountId: string; slot: SiteSlot }) {
  const status = useStatus();
  const save = useSaveDeploymentUrl(accountId, slot.id);
  const clear = useClearDeploymentUrl(accountId, slot.id);
  const form = useForm(deploymentUrlSchema, { url: slot.deploymentUrl ?? '' });
  const text = deploymentUrlText(slot.hosting);
  // A URL set by hand on a site Themeport hosts can be cleared back to its own address.
  const canClear = slot.hosting !== 'netlify' && slot.deploymentUrl !== null && slot.deploymentUrl !== slot.localUrl;

  const onClear = () => {
    status.clear();
    clear.mutate(undefined, {
      onSuccess: (updated) => {
        form.setValue('url', updated.deploymentUrl ?? '');
        status.say(SITE_TEXT.deploymentUrlCleared);
      },
      onError: (error) => status.fail(failureMessage(error, text.failed)),
    });
  };

  const onSubmit = form.handleSubmit((data) => {
    status.clear();
    save.mutate(data.url, {
      onSuccess: () => status.say(text.saved),
      onError: (error) => {
        form.showServerErrors(parseApiError(error).fields);
        status.fail(failureMessage(error, text.failed, 'url'));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Input
          {...form.textProps('url', { hint: true })}
          aria-label="Deployment URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://my-site.netlify.app"
        />
        <p id={`${form.idOf('url')}-hint`} className="text-xs text-muted-foreground">
          The public address of the site, such as https://my-site.netlify.app.
        </p>
        {form.errors.url ? (
          <p id={`${form.idOf('url')}-error`} className="text-[13px] text-danger">
            {/* The schema's empty-field text is the spec's Netlify one; a site Themeport hosts has no Netlify URL. */}
            {form.errors.url === SITE_TEXT.netlifyUrlRequired ? text.required : form.errors.url}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={save.isPending} className="sm:w-28">
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
      {canClear ? (
        <Button type="button" variant="outline" onClick={onClear} disabled={clear.isPending} className="sm:w-28">
          {clear.isPending ? 'Clearing…' : 'Clear'}
        </Button>
      ) : null}
    </form>
  );
}

function Repository({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  const status = useStatus();
  const create = useCreateSite(accountId, slot.id);
  const url = slot.repositoryUrl ?? create.data?.repository.url ?? null;

  const onCreate = () => {
    status.say('Creating the repository and site…');
    create.mutate(undefined, {
      onSuccess: (created) =>
        status.say(created.hosting === 'netlify' ? SITE_TEXT.siteCreated : SITE_TEXT.localSiteCreated),
      onError: (error) => status.fail(failureMessage(error, SITE_TEXT.repositoryFailed)),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      {url ? (
        isZipDownload(url) ? (
          canEdit ? (
            <div className="flex flex-col gap-1.5">
              <a
                href={url}
                download
                className="inline-flex w-fit items-center gap-2 text-sm font-medium text-primary-strong hover:underline"
              >
                <Download aria-hidden="true" className="size-4" />
                Download source (.zip)
              </a>
              <p className="text-[13px] text-muted-foreground">
                The theme files and the site&apos;s content as JSON, in a git repository.
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">A repository exists. Editors can download its source.</p>
          )
        ) : (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-2 font-mono text-sm break-all text-primary-strong hover:underline"
          >
            {url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )
      ) : (
        <p className="text-sm text-muted-foreground">
          No repository yet. Creating one publishes the site and keeps its source (theme files and content) in a
          repository you can download.
        </p>
      )}
      {canEdit ? (
        <div>
          <Button variant={url ? 'outline' : 'primary'} onClick={onCreate} disabled={create.isPending}>
            <FolderGit2 aria-hidden="true" />
            {create.isPending ? 'Creating…' : 'Create repository and site'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Rebuild({ accountId, slotId }: { accountId: string; slotId: string }) {
  const status = useStatus();
  const rebuild = useRebuildSite(accountId, slotId);

  const onRebuild = () => {
    status.clear();
    rebuild.mutate(undefined, {
      onSuccess: () => status.say(SITE_TEXT.rebuildTriggered),
      onError: (error) => status.fail(failureMessage(error, SITE_TEXT.rebuildFailed)),
    });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-muted-foreground">Publish the site again from its current content and theme.</p>
      <Button variant="outline" onClick={onRebuild} disabled={rebuild.isPending}>
        <RefreshCw aria-hidden="true" className={rebuild.isPending ? 'animate-spin' : undefined} />
        {rebuild.isPending ? 'Rebuilding…' : 'Rebuild site'}
      </Button>
      {rebuild.data ? (
        <p className="text-[13px] text-muted-foreground">
          Last rebuilt <AccountDate value={rebuild.data.builtAt} time />
        </p>
      ) : null}
    </div>
  );
}
