import { useQuery } from '@tanstack/react-query';
import { Inbox, Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiGet, isNotFound, parseApiError } from '@/lib/api';
import { formatTimestamp } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import { ErrorState } from '@/components/query-state';

interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  type: string;
}

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  text: string;
  html: string;
  links: string[];
}

const POLL_MS = 2_000;

/** 404 in production; 403 LOOPBACK_ONLY when the browser is not on the server's machine. */
function isUnavailable(error: unknown): boolean {
  return isNotFound(error) || (error !== null && parseApiError(error).code === 'LOOPBACK_ONLY');
}

/** Development only, from the server's own machine: the mails the server would have sent. */
export function MailboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id');
  const list = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: () => apiGet<{ items: MailboxItem[] }>('/api/dev/mailbox'),
    refetchInterval: (query) => (isUnavailable(query.state.error) ? false : POLL_MS),
    staleTime: 0,
    retry: false,
  });

  if (list.isError && isUnavailable(list.error)) {
    return (
      <div className="container-page py-16">
        <h1 className="text-2xl font-semibold tracking-tight">Dev mailbox</h1>
        <p className="mt-3 text-muted-foreground">
          {isNotFound(list.error)
            ? 'The dev mailbox is only available in development.'
            : parseApiError(list.error).message}
        </p>
      </div>
    );
  }

  const items = list.data ? [...list.data.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [];

  return (
    <div className="container-page py-10">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Dev mailbox</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Mails sent by the server in development. Refreshes every 2 seconds.
          </p>
        </div>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="overflow-hidden">
          {list.isPending ? (
            <div className="flex flex-col gap-2 p-4" aria-busy="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.isError && !list.data ? (
            <ErrorState
              layout="stacked"
              className="p-4"
              message={parseApiError(list.error).message}
              retry={list}
              retryLabel="Try again"
            />
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 p-8 text-center text-sm text-muted-foreground">
              <Inbox aria-hidden="true" className="size-6" />
              No messages yet. Sign up or ask for a password reset to send one.
            </div>
          ) : (
            <ul aria-label="Messages" className="divide-y divide-border">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`?id=${encodeURIComponent(item.id)}`}
                    replace
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    className={cn(
                      'flex flex-col gap-0.5 px-4 py-3 text-sm transition-colors hover:bg-muted',
                      item.id === selectedId && 'bg-accent-soft',
                    )}
                  >
                    <span className="truncate font-medium">{item.subject}</span>
                    <span className="truncate text-muted-foreground">To: {item.to}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {formatTimestamp(item.createdAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {selectedId ? (
          <MessageView id={selectedId} onClose={() => setSearchParams({}, { replace: true })} />
        ) : (
          <Card className="hidden items-center justify-center gap-2 p-10 text-sm text-muted-foreground lg:flex">
            <Mail aria-hidden="true" className="size-4" /> Select a message to read it.
          </Card>
        )}
      </div>
    </div>
  );
}

function MessageView({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useQuery({
    queryKey: ['dev-mailbox', id],
    queryFn: () => apiGet<MailboxMessage>(`/api/dev/mailbox/${encodeURIComponent(id)}`),
    staleTime: Infinity,
  });

  if (message.isPending) {
    return (
      <Card className="flex flex-col gap-3 p-6" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-40" />
      </Card>
    );
  }
  if (message.isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-6 text-sm">
        <p role="alert">{parseApiError(message.error).message}</p>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
      </Card>
    );
  }
  const mail = message.data;
  return (
    <Card className="flex min-w-0 flex-col gap-5 p-6">
      <div>
        <h2 className="text-lg font-semibold break-words">{mail.subject}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          To: {mail.to} · <span className="tabular-nums">{formatTimestamp(mail.createdAt)}</span>
        </p>
      </div>
      {mail.links.length > 0 ? (
        <div>
          <h3 id="mail-links-heading" className="text-[13px] font-semibold">
            Links
          </h3>
          <ul aria-labelledby="mail-links-heading" className="mt-1.5 flex flex-col gap-1">
            {mail.links.map((link, index) => (
              <li key={`${index}-${link}`}>
                <a href={link} className="text-sm break-all text-primary-strong underline-offset-4 hover:underline">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="text-[13px] font-semibold">Text</h3>
        <pre className="mt-1.5 overflow-x-auto rounded-lg bg-muted p-4 font-sans text-sm whitespace-pre-wrap break-words">
          {mail.text}
        </pre>
      </div>
      {mail.html ? (
        <div>
          <h3 className="text-[13px] font-semibold">HTML</h3>
          <iframe
            title="Email HTML preview"
            sandbox=""
            srcDoc={mail.html}
            className="mt-1.5 h-[28rem] w-full rounded-lg border border-border bg-white"
          />
        </div>
      ) : null}
    </Card>
  );
}
