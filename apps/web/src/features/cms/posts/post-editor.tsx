import { POST_TEXT, updatePostSchema, type BlogPost, type SiteSlot, type UpdatePostInput } from '@themeport/core';
import { ExternalLink, Save, Send, Trash2, Undo2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClass, Input } from '@/components/ui/input';
import { ApiRequestError, parseApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { failureMessage } from '../messages';
import { useStatus } from '../status-line';
import { useTrackUnsaved } from '../unsaved-changes';
import { postLiveUrl } from '../urls';
import { useDeletePost, useSetPostStatus, useUpdatePost } from './api';
import { normalizeMarkdown } from './markdown';
import { RichTextEditor } from './rich-text-editor';

interface Draft {
  title: string;
  slug: string;
  description: string;
  /** The body as the editor wrote it; null until the body is edited. */
  body: string | null;
}

type FieldName = 'title' | 'slug' | 'description' | 'body';

const fromPost = (post: BlogPost): Draft => ({
  title: post.title,
  slug: post.slug,
  description: post.description,
  body: null,
});

/** What differs from the saved post: only these are sent, and any of them makes the post unsaved. */
function changesOf(draft: Draft, post: BlogPost, savedBody: string): UpdatePostInput {
  const changes: UpdatePostInput = {};
  if (draft.title.trim() !== post.title) changes.title = draft.title;
  if (draft.slug.trim().toLowerCase() !== post.slug) changes.slug = draft.slug;
  if (draft.description.trim() !== post.description) changes.description = draft.description;
  if (draft.body !== null && draft.body.trim() !== savedBody) changes.body = draft.body;
  return changes;
}

/** spec 000 §2 posts list with an inline editor: title, slug, excerpt, the rich-text body, publishing. */
export function PostEditor({
  accountId,
  slot,
  post,
  onClose,
  onDirtyChange,
}: {
  accountId: string;
  slot: SiteSlot;
  post: BlogPost;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const id = useId();
  const status = useStatus();
  const update = useUpdatePost(accountId, slot.id);
  const setStatus = useSetPostStatus(accountId, slot.id);
  const remove = useDeletePost(accountId, slot.id);
  const [draft, setDraft] = useState<Draft>(() => fromPost(post));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  // spec 000 §2: Save Changes appears only when the content differs from the last saved content.
  const savedBody = useMemo(() => normalizeMarkdown(post.content.body), [post.content.body]);
  const changes = changesOf(draft, post, savedBody);
  const isDirty = Object.keys(changes).length > 0;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const edit = (field: FieldName, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Saves the changes; throws (with the reason shown under its field) when they cannot be saved. */
  const save = async () => {
    const parsed = updatePostSchema.safeParse(changes);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setErrors({ [String(issue.path[0])]: issue.message });
      throw new Error(issue.message);
    }
    try {
      const saved = await update.mutateAsync({ postId: post.id, changes: parsed.data });
      setDraft(fromPost(saved));
      setErrors({});
    } catch (error) {
      const fields = parseApiError(error).fields ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).filter(([key]) => key in draft)));
      throw error;
    }
  };

  useTrackUnsaved(`post:${post.id}`, isDirty, { label: `Post “${post.title}”`, save });

  const onSave = async () => {
    status.clear();
    try {
      await save();
      status.say(POST_TEXT.saved);
    } catch (error) {
      status.fail(saveFailure(error));
    }
  };

  const isPublished = post.status === 'published';
  const onPublish = async () => {
    status.clear();
    try {
      if (isDirty) await save();
    } catch (error) {
      status.fail(saveFailure(error));
      return;
    }
    setStatus.mutate(
      { postId: post.id, publish: !isPublished },
      {
        onSuccess: () => status.say(isPublished ? POST_TEXT.unpublished : POST_TEXT.published),
        onError: (error) =>
          status.fail(failureMessage(error, isPublished ? POST_TEXT.unpublishFailed : POST_TEXT.publishFailed)),
      },
    );
  };

  const onDelete = () => {
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        onDirtyChange(false);
        status.say(POST_TEXT.deleted);
        onClose();
      },
    });
  };

  const isBusy = update.isPending || setStatus.isPending || remove.isPending;
  const liveUrl = isPublished ? postLiveUrl(slot.deploymentUrl, post.slug) : null;

  return (
    <div className="mt-3 flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-title`} label="Title" error={errors.title}>
          <Input
            id={`${id}-title`}
            value={draft.title}
            onChange={(event) => edit('title', event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
          />
        </Field>
        <Field id={`${id}-slug`} label="Slug" error={errors.slug} hint={`Address: /blog/${draft.slug.trim() || '…'}`}>
          <Input
            id={`${id}-slug`}
            value={draft.slug}
            onChange={(event) => edit('slug', event.target.value)}
            spellCheck={false}
            className="font-mono text-[13px]"
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={cn(`${id}-slug-hint`, errors.slug && `${id}-slug-error`)}
          />
        </Field>
      </div>
      <Field id={`${id}-excerpt`} label="Excerpt" error={errors.description} hint="Shown on the blog's list of posts.">
        <textarea
          id={`${id}-excerpt`}
          value={draft.description}
          onChange={(event) => edit('description', event.target.value)}
          rows={2}
          className={cn(fieldClass, 'h-auto resize-y py-2')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={cn(`${id}-excerpt-hint`, errors.description && `${id}-excerpt-error`)}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-body-label`} className="text-[13px] font-medium">
          Content
        </span>
        <RichTextEditor
          accountId={accountId}
          label="Post content"
          value={draft.body ?? post.content.body}
          onChange={(markdown) => edit('body', markdown)}
        />
        {errors.body ? <p className="text-[13px] text-danger">{errors.body}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isDirty ? (
          <Button onClick={() => void onSave()} disabled={isBusy}>
            <Save aria-hidden="true" />
            {update.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        ) : null}
        <Button variant={isDirty ? 'outline' : 'primary'} onClick={() => void onPublish()} disabled={isBusy}>
          {isPublished ? <Undo2 aria-hidden="true" /> : <Send aria-hidden="true" />}
          {setStatus.isPending
            ? isPublished
              ? 'Unpublishing…'
              : 'Publishing…'
            : isPublished
              ? 'Unpublish'
              : 'Publish'}
        </Button>
        {liveUrl ? (
          <Button asChild variant="ghost">
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              View live
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
        <span className="flex-1" />
        <Button
          variant="ghost"
          className="text-danger hover:bg-danger-soft"
          onClick={() => setConfirmingDelete(true)}
          disabled={isBusy}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <Button variant="outline" onClick={onClose}>
          <X aria-hidden="true" />
          Close
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirmingDelete}
        title="Delete this post?"
        description={POST_TEXT.confirmDelete(post.title)}
        confirmLabel="Delete post"
        busyLabel="Deleting…"
        isBusy={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, POST_TEXT.deleteFailed) : null}
        isDestructive
        onCancel={() => {
          remove.reset();
          setConfirmingDelete(false);
        }}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** The server's reason for a refused save (a taken slug, a too-long text), else the spec's fallback. */
function saveFailure(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : POST_TEXT.saveFailed;
  return failureMessage(error, POST_TEXT.saveFailed);
}
