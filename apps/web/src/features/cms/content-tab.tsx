import type { SiteSlot } from '@themeport/core';
import { DomainsSection } from './domains-section';
import { HostingSection } from './hosting-section';
import { MessagesList } from './messages-list';
import { PagesList } from './pages-list';
import { PostsList } from './posts/posts-list';

/** spec 000 §2 Content tab: hosting and repository, custom domains, the site's pages and posts, its messages. */
export function ContentTab({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <HostingSection accountId={accountId} slot={slot} canEdit={canEdit} />
      <DomainsSection accountId={accountId} slotId={slot.id} canEdit={canEdit} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PagesList accountId={accountId} slot={slot} canEdit={canEdit} />
        <PostsList accountId={accountId} slot={slot} canEdit={canEdit} />
      </div>
      <MessagesList accountId={accountId} slotId={slot.id} />
    </div>
  );
}
