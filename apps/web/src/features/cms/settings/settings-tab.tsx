import { SITE_SETTINGS_LIMITS, SITE_SETTINGS_TEXT, type SiteSlot } from '@themeport/core';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { FormActions } from '../form-actions';
import { Field } from '@/components/ui/field';
import { fieldClass, Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { ImageField } from '../media/image-field';
import { LoadedTab } from '../loaded-tab';
import { failureMessage } from '../messages';
import { SectionCard } from '../section-card';
import { useStatus } from '../status-line';
import { useTrackUnsaved } from '../unsaved-changes';
import { useSaveSiteSettings, useSiteSettings } from './api';
import { changedSettings, searchPreview, settingsErrors, type SettingsDraft } from './form';

/** spec 000 §2 Settings tab: the site's name and description, its SEO defaults, favicon and footer text. */
export function SettingsTab({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  return (
    <LoadedTab
      query={useSiteSettings(accountId, slot.id)}
      loadingLabel="Loading settings"
      failure="Failed to load settings"
    >
      {(saved) => <SettingsForm accountId={accountId} slot={slot} saved={saved} canEdit={canEdit} />}
    </LoadedTab>
  );
}

function SettingsForm({
  accountId,
  slot,
  saved,
  canEdit,
}: {
  accountId: string;
  slot: SiteSlot;
  saved: SettingsDraft;
  canEdit: boolean;
}) {
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<ReturnType<typeof settingsErrors>>({});
  const save = useSaveSiteSettings(accountId, slot.id);
  const status = useStatus();
  const ids = { name: useId(), description: useId(), seoTitle: useId(), seoDescription: useId(), footer: useId() };
  const inputOf: Partial<Record<keyof SettingsDraft, string>> = { ...ids, footerText: ids.footer };
  const changes = changedSettings(draft, saved);
  const isDirty = canEdit && Object.keys(changes).length > 0;

  const set = (key: keyof SettingsDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const found = settingsErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = inputOf[Object.keys(found)[0] as keyof SettingsDraft];
      if (first) document.getElementById(first)?.focus();
      throw new Error(Object.values(found)[0]);
    }
    status.clear();
    try {
      await save.mutateAsync(changes);
      status.say(SITE_SETTINGS_TEXT.settingsSaved);
    } catch (error) {
      status.fail(failureMessage(error, SITE_SETTINGS_TEXT.settingsFailed));
      throw error;
    }
  };
  useTrackUnsaved('settings', isDirty, { label: 'Settings', save: submit });

  const preview = searchPreview(draft);
  const address = slot.deploymentUrl ?? slot.localUrl ?? '';
  const textarea = cn(fieldClass, 'h-auto min-h-20 py-2 leading-relaxed');

  return (
    <form
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit().catch(() => undefined);
      }}
    >
      <SectionCard
        id="site-identity"
        title="Site"
        description="The name visitors see in the header, footer and page titles."
      >
        <div className="grid gap-4">
          <Field id={ids.name} label="Site name" error={errors.name}>
            <Input
              id={ids.name}
              value={draft.name}
              onChange={(event) => set('name')(event.target.value)}
              maxLength={SITE_SETTINGS_LIMITS.name + 20}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${ids.name}-error` : undefined}
              disabled={!canEdit}
            />
          </Field>
          <Field id={ids.description} label="Description" error={errors.description}>
            <textarea
              id={ids.description}
              className={textarea}
              value={draft.description}
              onChange={(event) => set('description')(event.target.value)}
              aria-invalid={errors.description ? true : undefined}
              disabled={!canEdit}
            />
          </Field>
        </div>
      </SectionCard>

      <SectionCard
        id="site-seo"
        title="Search engines"
        description="Used for pages that have no title or description of their own, and after each page's title."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="grid content-start gap-4">
            <Field
              id={ids.seoTitle}
              label="SEO title"
              error={errors.seoTitle}
              labelAside={<Counter value={draft.seoTitle} max={SITE_SETTINGS_LIMITS.seoTitle} />}
            >
              <Input
                id={ids.seoTitle}
                value={draft.seoTitle}
                placeholder={draft.name}
                onChange={(event) => set('seoTitle')(event.target.value)}
                aria-invalid={errors.seoTitle ? true : undefined}
                disabled={!canEdit}
              />
            </Field>
            <Field
              id={ids.seoDescription}
              label="SEO description"
              error={errors.seoDescription}
              labelAside={<Counter value={draft.seoDescription} max={SITE_SETTINGS_LIMITS.seoDescription} />}
            >
              <textarea
                id={ids.seoDescription}
                className={textarea}
                value={draft.seoDescription}
                placeholder={draft.description}
                onChange={(event) => set('seoDescription')(event.target.value)}
                aria-invalid={errors.seoDescription ? true : undefined}
                disabled={!canEdit}
              />
            </Field>
          </div>
          <figure className="min-w-0 rounded-lg border border-border bg-white p-4" aria-label="Search result preview">
            <figcaption className="mb-3 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Search aria-hidden="true" className="size-3.5" /> Search result preview
            </figcaption>
            <p className="truncate text-xs text-[#4d5156]">{address}</p>
            <p className="mt-1 truncate text-lg leading-snug text-[#1a0dab]">{preview.title}</p>
            <p className="mt-1 line-clamp-2 text-sm text-[#4d5156]">{preview.description || 'No description yet.'}</p>
          </figure>
        </div>
      </SectionCard>

      <SectionCard id="site-appearance" title="Favicon and footer">
        <div className="grid gap-4">
          <ImageField
            accountId={accountId}
            label="Favicon"
            value={draft.faviconUrl}
            onChange={set('faviconUrl')}
            disabled={!canEdit}
            error={errors.faviconUrl}
          />
          <Field
            id={ids.footer}
            label="Footer text"
            error={errors.footerText}
            hint="Shown above the copyright line on every page."
          >
            <textarea
              id={ids.footer}
              className={textarea}
              value={draft.footerText}
              onChange={(event) => set('footerText')(event.target.value)}
              aria-invalid={errors.footerText ? true : undefined}
              disabled={!canEdit}
            />
          </Field>
        </div>
      </SectionCard>

      {canEdit ? (
        <FormActions
          isDirty={isDirty}
          isSaving={save.isPending}
          saveLabel="Save settings"
          onDiscard={() => {
            setDraft(saved);
            setErrors({});
          }}
        />
      ) : null}
    </form>
  );
}

function Counter({ value, max }: { value: string; max: number }) {
  const length = value.trim().length;
  return (
    <span className={cn('text-xs tabular-nums', length > max ? 'text-danger' : 'text-muted-foreground')}>
      {length}/{max}
    </span>
  );
}
