import { SITE_SETTINGS_TEXT, type SiteBranding, type SiteSlot } from '@themeport/core';
import { useState } from 'react';
import { FormActions } from '../form-actions';
import { LoadedTab } from '../loaded-tab';
import { failureMessage } from '../messages';
import { SectionCard } from '../section-card';
import { useStatus } from '../status-line';
import { useTrackUnsaved } from '../unsaved-changes';
import { useSaveSiteBranding, useSiteBranding } from './api';
import { BrandImages } from './brand-images';
import { ColourFields } from './colour-fields';
import { ContactDefaults } from './contact-defaults';
import { FontFields } from './font-fields';
import { brandingErrors, sameBranding, toBranding, toDraft, type BrandingDraft } from './form';

/** spec 000 §2 Branding tab, over spec 000 §3's branding profile: brand images, colours, fonts, content defaults. */
export function BrandingTab({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  return (
    <LoadedTab
      query={useSiteBranding(accountId, slot.id)}
      loadingLabel="Loading branding"
      failure="Failed to load branding"
    >
      {(saved) => <BrandingForm accountId={accountId} slotId={slot.id} saved={saved} canEdit={canEdit} />}
    </LoadedTab>
  );
}

function BrandingForm({
  accountId,
  slotId,
  saved,
  canEdit,
}: {
  accountId: string;
  slotId: string;
  saved: SiteBranding;
  canEdit: boolean;
}) {
  const [initial] = useState(() => toDraft(saved));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSiteBranding(accountId, slotId);
  const status = useStatus();
  const isDirty = canEdit && !sameBranding(draft, initial);

  const change = (next: (current: BrandingDraft) => BrandingDraft) => {
    setDraft(next);
    if (Object.keys(errors).length > 0) setErrors({});
  };

  const submit = async () => {
    const found = brandingErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      status.fail(Object.values(found)[0]!);
      throw new Error(Object.values(found)[0]);
    }
    status.clear();
    try {
      await save.mutateAsync(toBranding(draft));
      status.say(SITE_SETTINGS_TEXT.brandingSaved);
    } catch (error) {
      status.fail(failureMessage(error, SITE_SETTINGS_TEXT.brandingFailed));
      throw error;
    }
  };
  useTrackUnsaved('branding', isDirty, { label: 'Branding', save: submit });

  const disabled = !canEdit;
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
        id="brand-images"
        title="Brand images"
        description="Your logo, icon and other images, each with its role."
      >
        <BrandImages
          accountId={accountId}
          images={draft.images}
          errors={errors}
          disabled={disabled}
          onChange={(images) => change((current) => ({ ...current, images }))}
        />
      </SectionCard>
      <SectionCard
        id="brand-colours"
        title="Colours"
        description="Hex colours that replace the theme’s on the live site."
      >
        <ColourFields
          colors={draft.colors}
          errors={errors}
          disabled={disabled}
          onChange={(key, value) => change((current) => ({ ...current, colors: { ...current.colors, [key]: value } }))}
        />
      </SectionCard>
      <SectionCard
        id="brand-fonts"
        title="Fonts"
        description="Fonts that ship with visitors’ devices: nothing to download, fast everywhere."
      >
        <FontFields
          fonts={draft.fonts}
          disabled={disabled}
          onChange={(key, value) => change((current) => ({ ...current, fonts: { ...current.fonts, [key]: value } }))}
        />
      </SectionCard>
      <SectionCard
        id="brand-defaults"
        title="Content defaults"
        description="Contact details and links the theme’s contact sections and footer show instead of its sample ones."
      >
        <ContactDefaults
          defaults={draft.defaults}
          social={draft.social}
          errors={errors}
          disabled={disabled}
          onDefault={(key, value) =>
            change((current) => ({ ...current, defaults: { ...current.defaults, [key]: value } }))
          }
          onSocial={(key, value) => change((current) => ({ ...current, social: { ...current.social, [key]: value } }))}
        />
      </SectionCard>
      {canEdit ? (
        <FormActions
          isDirty={isDirty}
          isSaving={save.isPending}
          saveLabel="Save branding"
          onDiscard={() => {
            setDraft(initial);
            setErrors({});
          }}
        />
      ) : null}
    </form>
  );
}
