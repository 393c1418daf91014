import type { SitePost, SiteSlot } from '@themeport/core';
import { ExternalLink, Newspaper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { formatShortDate, isoDate } from '@/lib/date-format';
import { ErrorState } from '@/components/query-state';
import { useSitePosts } from './api';
import { ListSkeleton, SectionCard } from './section-card';
import { postLiveUrl } from './urls';

const EXCERPT_LENGTH = 160;

/** The post's description, else the start of its body without markdown marks. */
export function excerpt(post: SitePost): string {
  const source = post.description.trim() || post.content.body;
  const text = source
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/** spec 000 §2 posts list (read-only for now: the inline editor comes next). */
export function PostsList({ accountId, slot }: { accountId: string; slot: SiteSlot }) {
  const posts = useSitePosts(accountId, slot.id);
  const count = posts.data?.length;

  return (
    <SectionCard id="posts" title={count === undefined ? 'Posts' : `Posts (${count})`}>
      {posts.isPending ? (
        <ListSkeleton rows={3} />
      ) : posts.isError ? (
        <ErrorState message={`Could not load the posts: ${parseApiError(posts.error).message}`} retry={posts} />
      ) : posts.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input px-5 py-6 text-sm text-muted-foreground">
          This site has no blog posts yet.
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Posts">
          {posts.data.map((post) => (
            <PostRow key={post.id} post={post} liveUrl={postLiveUrl(slot.deploymentUrl, post.slug)} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PostRow({ post, liveUrl }: { post: SitePost; liveUrl: string | null }) {
  const date = post.content.publish_date || post.updatedAt;
  return (
    <li className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_1fr_auto]">
      <Newspaper aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="font-medium">{post.title}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          <time dateTime={isoDate(date)}>{formatShortDate(date)}</time>
          {post.content.status === 'draft' ? ' · Draft' : null}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{excerpt(post)}</p>
      </div>
      {liveUrl ? (
        <Button
          asChild
          variant="ghost"
          size="sm"
          className="col-start-2 -ml-3 justify-self-start sm:col-start-3 sm:row-start-1 sm:ml-0"
        >
          <a href={liveUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View
            <span className="sr-only"> {post.title} (opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
    </li>
  );
}
