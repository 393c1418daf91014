import { POST_TEXT, recreatedMessage, type BlogPost, type SiteSlot } from '@themeport/core';
import { BookOpen, ExternalLink, Newspaper, PenLine, Plus, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { parseApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { useAccountAccess } from '@/lib/use-permission';
import { failureMessage } from '../messages';
import { ListSkeleton, SectionCard } from '../section-card';
import { useStatus } from '../status-line';
import { postLiveUrl } from '../urls';
import { useRecreatePosts, useSitePosts } from './api';
import { excerpt } from './excerpt';
import { NewPostDialog } from './new-post-dialog';
import { Skeleton } from '@/components/ui/skeleton';

// The editor (TipTap, ProseMirror, the markdown parser) loads when a post is first opened, so the
// content manager itself stays light.
const PostEditor = lazy(() => import('./post-editor').then((module) => ({ default: module.PostEditor })));
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** spec 000 §2 Content tab: the site's posts, each opening in an inline editor (read-only for viewers). */
export function PostsList({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  const posts = useSitePosts(accountId, slot.id);
  const lockedReason = useAccountAccess(accountId).reason('content', 'write');
  const recreate = useRecreatePosts(accountId, slot.id);
  const status = useStatus();
  const [openId, setOpenId] = useState<string | null>(null);
  const [isOpenDirty, setOpenDirty] = useState(false);
  const [pendingOpen, setPendingOpen] = useState<{ id: string | null } | null>(null);
  const [isCreating, setCreating] = useState(false);
  const count = posts.data?.length;

  // One post open at a time; leaving one with unsaved edits asks first.
  const open = (id: string | null) => {
    if (id === openId) return;
    if (isOpenDirty) setPendingOpen({ id });
    else setOpenId(id);
  };
  const onDirtyChange = useCallback((dirty: boolean) => setOpenDirty(dirty), []);

  const onRecreate = () => {
    status.clear();
    recreate.mutate(undefined, {
      onSuccess: (done) => status.say(recreatedMessage('posts', done)),
      onError: (error) => status.fail(failureMessage(error, POST_TEXT.postsRecreateFailed)),
    });
  };

  return (
    <SectionCard
      id="posts"
      title={count === undefined ? 'Posts' : `Posts (${count})`}
      aside={
        canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={onRecreate}
              disabled={recreate.isPending || posts.isPending || !slot.theme}
              title={slot.theme ? "Bring back the theme's posts this site no longer has" : 'No theme selected'}
            >
              <RotateCcw aria-hidden="true" />
              {recreate.isPending ? 'Recreating…' : 'Recreate Posts'}
            </Button>
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Post
            </Button>
          </div>
        ) : lockedReason ? (
          <LockedButton size="sm" reason={lockedReason}>
            <Plus aria-hidden="true" />
            New Post
          </LockedButton>
        ) : null
      }
    >
      {posts.isPending ? (
        <ListSkeleton rows={3} />
      ) : posts.isError ? (
        <ErrorState message={`Could not load the posts: ${parseApiError(posts.error).message}`} retry={posts} />
      ) : posts.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input px-5 py-6 text-sm text-muted-foreground">
          This site has no blog posts yet.
          {canEdit ? ' Write one with New Post, or bring back the theme’s posts with Recreate Posts.' : null}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Posts">
          {posts.data.map((post) => (
            <li key={post.id} className="py-3 first:pt-0 last:pb-0">
              <PostRow
                post={post}
                liveUrl={post.status === 'published' ? postLiveUrl(slot.deploymentUrl, post.slug) : null}
                canEdit={canEdit}
                isOpen={openId === post.id}
                onToggle={() => open(openId === post.id ? null : post.id)}
              />
              {openId === post.id ? (
                <Suspense fallback={<Skeleton className="mt-3 h-72 rounded-lg" />}>
                  {canEdit ? (
                    <PostEditor
                      accountId={accountId}
                      slot={slot}
                      post={post}
                      onClose={() => open(null)}
                      onDirtyChange={onDirtyChange}
                    />
                  ) : (
                    <div className="mt-3">
                      <RichTextEditor
                        accountId={accountId}
                        label={`${post.title} (read only)`}
                        value={post.content.body}
                        onChange={() => undefined}
                        readOnly
                      />
                    </div>
                  )}
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <NewPostDialog
        accountId={accountId}
        slotId={slot.id}
        open={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(post) => {
          setCreating(false);
          status.say(POST_TEXT.created);
          open(post.id);
        }}
      />
      <ConfirmDialog
        open={pendingOpen !== null}
        title="Discard unsaved changes?"
        description="The open post has changes that are not saved. Save them first, or discard them."
        confirmLabel="Discard changes"
        busyLabel="Discarding…"
        isBusy={false}
        isDestructive
        onCancel={() => setPendingOpen(null)}
        onConfirm={() => {
          setOpenDirty(false);
          setOpenId(pendingOpen?.id ?? null);
          setPendingOpen(null);
        }}
      />
    </SectionCard>
  );
}

function PostRow({
  post,
  liveUrl,
  canEdit,
  isOpen,
  onToggle,
}: {
  post: BlogPost;
  liveUrl: string | null;
  canEdit: boolean;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const isPublished = post.status === 'published';
  const date = post.publishedAt ?? post.updatedAt;
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto]">
      <Newspaper aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{post.title}</span>
          {isPublished ? <Badge variant="accent">Published</Badge> : <Badge>Draft</Badge>}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {isPublished ? 'Published ' : 'Edited '}
          <AccountDate value={isPublished ? date : post.updatedAt} />
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{excerpt(post)}</p>
      </div>
      <div className="col-start-2 -ml-3 flex gap-1 justify-self-start sm:col-start-3 sm:row-start-1 sm:ml-0">
        <Button variant="ghost" size="sm" onClick={onToggle} aria-expanded={isOpen}>
          {canEdit ? <PenLine aria-hidden="true" /> : <BookOpen aria-hidden="true" />}
          {isOpen ? 'Close' : canEdit ? 'Edit' : 'Read'}
          <span className="sr-only"> {post.title}</span>
        </Button>
        {liveUrl ? (
          <Button asChild variant="ghost" size="sm">
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              View
              <span className="sr-only"> {post.title} (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
