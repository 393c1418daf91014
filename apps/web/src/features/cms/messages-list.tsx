import { SITE_CONTACT_TEXT, type SiteMessage } from '@themeport/core';
import { Mail } from 'lucide-react';
import { ErrorState } from '@/components/query-state';
import { parseApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { useSiteMessages } from './api';
import { ListSkeleton, SectionCard } from './section-card';

/** Messages visitors sent through the live site's contact form (stored by the site host). */
export function MessagesList({ accountId, slotId }: { accountId: string; slotId: string }) {
  const messages = useSiteMessages(accountId, slotId);
  const count = messages.data?.length;

  return (
    <SectionCard id="messages" title={count === undefined ? 'Messages' : `Messages (${count})`}>
      {messages.isPending ? (
        <ListSkeleton rows={2} />
      ) : messages.isError ? (
        <ErrorState
          message={`Could not load the messages: ${parseApiError(messages.error).message}`}
          retry={messages}
        />
      ) : messages.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input px-5 py-6 text-sm text-muted-foreground">
          {SITE_CONTACT_TEXT.empty}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Messages">
          {messages.data.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function MessageRow({ message }: { message: SiteMessage }) {
  return (
    <li className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
      <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="font-medium">
          {message.name}{' '}
          <a
            className="text-sm font-normal text-primary underline-offset-4 hover:underline"
            href={`mailto:${message.email}`}
          >
            {message.email}
          </a>
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          <AccountDate value={message.createdAt} time />
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm">{message.message}</p>
      </div>
    </li>
  );
}
