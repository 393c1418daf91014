import {
  FRAMEWORKS,
  FRAMEWORK_LABELS,
  INDUSTRY_CATEGORIES,
  industryLabel,
  industryTypes,
  type AdminTheme,
  type Framework,
  type IndustryCategory,
} from '@themeport/core';
import { Tabs } from 'radix-ui';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TabTrigger } from '@/components/ui/tabs';
import { parseApiError } from '@/lib/api';
import { useUploadQueue } from '@/lib/use-upload-queue';
import { DropHint, DropZone, UploadButton, UploadProgressList } from '@/components/upload-controls';
import { useSaveTheme, useSendThemeImage } from './api';
import { useThemeCmsScope } from './scope';

/** '19.5' → 1950 cents; anything that is not a price is null. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** spec 001 §5: comma-separated, trimmed, empties dropped. */
export function parseFeatures(text: string): string[] {
  return text
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);
}

function formFor(theme: AdminTheme | null) {
  return {
    name: theme?.name ?? '',
    slug: theme?.slug ?? '',
    description: theme?.description ?? '',
    images: theme?.images ?? [],
    previewUrl: theme?.previewUrl ?? '',
    demoUrl: theme?.demoUrl ?? '',
    framework: theme?.framework ?? ('astro' as Framework),
    price: theme ? (theme.price / 100).toFixed(2).replace(/\.00$/, '') : '0',
    features: theme?.features.join(', ') ?? '',
    category: (theme?.industry.category ?? 'misc') as IndustryCategory,
    type: theme?.industry.type ?? 'general',
  };
}

/**
 * spec 001 §2.7 Add/Edit Theme: Theme Overview (every field; images uploaded to storage as they
 * are chosen) and CMS Data, which waits for the first save.
 */
export function ThemeDialog({
  theme,
  onClose,
  onCreated,
  say,
}: {
  theme: AdminTheme | null;
  onClose: () => void;
  onCreated: (theme: AdminTheme) => void;
  say: (text: string) => void;
}) {
  const id = useId();
  const [form, setForm] = useState(() => formFor(theme));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTheme();
  const scope = useThemeCmsScope();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  // The content manager Library's upload control: several files, dropped or picked, a line each.
  const sendThemeImage = useSendThemeImage();
  const uploads = useUploadQueue(sendThemeImage);
  const addImages = (files: File[]) => {
    void uploads.upload(files).then((stored) => {
      if (stored.length > 0)
        setForm((current) => ({ ...current, images: [...current.images, ...stored.map((each) => each.url)] }));
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const price = dollarsToCents(form.price);
    if (price === null) {
      setErrors({ price: 'Enter a price in dollars, such as 49 or 19.99' });
      return;
    }
    setErrors({});
    save.mutate(
      {
        ...(theme ? { id: theme.id } : {}),
        name: form.name,
        ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
        description: form.description,
        images: form.images,
        previewUrl: form.previewUrl,
        demoUrl: form.demoUrl,
        framework: form.framework,
        price,
        features: parseFeatures(form.features),
        industry: { category: form.category, type: form.type },
      },
      {
        onSuccess: (saved) => {
          say(`Theme ${saved.name} ${theme ? 'updated' : 'created'} successfully`);
          if (theme) onClose();
          else onCreated(saved);
        },
        onError: (error) => {
          const parsed = parseApiError(error);
          setErrors(parsed.fields ?? {});
          setFailure(parsed.message);
          say(`Error: ${parsed.message}`);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="text-lg font-semibold">{theme ? `Edit ${theme.name}` : 'Add Theme'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          {theme
            ? `Version ${theme.version} · ${theme.published ? 'published' : 'draft'}`
            : 'A new theme is a draft until it is published from the Theme CMS.'}
        </DialogDescription>
        <Tabs.Root defaultValue="overview" className="mt-4">
          <Tabs.List aria-label="Theme" className="flex gap-1 border-b border-border">
            <TabTrigger value="overview">Theme Overview</TabTrigger>
            <TabTrigger value="cms">CMS Data</TabTrigger>
          </Tabs.List>
          <Tabs.Content value="overview" className="pt-4 focus-visible:outline-none">
            <form noValidate onSubmit={submit} className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto pr-1">
              <Field id={`${id}-name`} label="Name" error={errors.name}>
                <Input id={`${id}-name`} value={form.name} onChange={(e) => set('name', e.target.value)} required />
              </Field>
              <Field
                id={`${id}-slug`}
                label="Slug"
                hint={
                  theme
                    ? `The theme's address: /themes/${form.slug || theme.slug}`
                    : 'Made from the name when left empty'
                }
                error={errors.slug}
              >
                <Input id={`${id}-slug`} value={form.slug} onChange={(e) => set('slug', e.target.value)} />
              </Field>
              <Field id={`${id}-description`} label="Description" error={errors.description}>
                <textarea
                  id={`${id}-description`}
                  value={form.description}
                  onChange={(e) => set('description', e.target.value)}
                  rows={3}
                  className="rounded-lg border border-input bg-background px-3 py-2 text-sm"
                />
              </Field>
              <Field id={`${id}-images`} label="Images" error={errors.images}>
                <DropZone onFiles={addImages} className="-m-1 p-1">
                  <div className="flex flex-col gap-3">
                    {form.images.length > 0 ? (
                      <div className="flex flex-wrap gap-2">
                        {form.images.map((url, index) => (
                          <div key={url} className="relative">
                            <img
                              src={url}
                              alt={`Image ${index + 1}`}
                              className="h-16 w-24 rounded-md border border-border object-cover"
                            />
                            <button
                              type="button"
                              onClick={() =>
                                set(
                                  'images',
                                  form.images.filter((other) => other !== url),
                                )
                              }
                              aria-label={`Remove image ${index + 1}`}
                              className="absolute -top-2 -right-2 rounded-full border border-border bg-background p-0.5"
                            >
                              <X aria-hidden="true" className="size-3.5" />
                            </button>
                          </div>
                        ))}
                      </div>
                    ) : null}
                    <div className="flex flex-wrap items-center gap-3">
                      <UploadButton
                        onFiles={addImages}
                        variant="outline"
                        label="Upload images"
                        inputId={`${id}-images`}
                        inputLabel="Images"
                      />
                      <span className="text-xs text-muted-foreground">or drop them here</span>
                    </div>
                    <DropHint />
                    <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
                  </div>
                </DropZone>
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={`${id}-preview`} label="Preview URL" error={errors.previewUrl}>
                  <Input
                    id={`${id}-preview`}
                    type="url"
                    value={form.previewUrl}
                    onChange={(e) => set('previewUrl', e.target.value)}
                  />
                </Field>
                <Field id={`${id}-demo`} label="Demo URL" error={errors.demoUrl}>
                  <Input
                    id={`${id}-demo`}
                    type="url"
                    value={form.demoUrl}
                    onChange={(e) => set('demoUrl', e.target.value)}
                  />
                </Field>
                <Field id={`${id}-framework`} label="Framework">
                  <Select
                    id={`${id}-framework`}
                    value={form.framework}
                    onChange={(e) => set('framework', e.target.value as Framework)}
                  >
                    {FRAMEWORKS.map((framework) => (
                      <option key={framework} value={framework}>
                        {FRAMEWORK_LABELS[framework]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field id={`${id}-price`} label="Price ($)" error={errors.price}>
                  <Input
                    id={`${id}-price`}
                    inputMode="decimal"
                    value={form.price}
                    onChange={(e) => set('price', e.target.value)}
                  />
                </Field>
                <Field id={`${id}-category`} label="Industry category">
                  <Select
                    id={`${id}-category`}
                    value={form.category}
                    onChange={(e) => {
                      const category = e.target.value as IndustryCategory;
                      // spec 001 §2.7: choosing a category resets the type.
                      setForm((current) => ({ ...current, category, type: industryTypes(category)[0] ?? '' }));
                    }}
                  >
                    {INDUSTRY_CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {industryLabel(category)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field id={`${id}-type`} label="Industry type" error={errors['industry.type']}>
                  <Select id={`${id}-type`} value={form.type} onChange={(e) => set('type', e.target.value)}>
                    {industryTypes(form.category).map((type) => (
                      <option key={type} value={type}>
                        {industryLabel(type)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <Field
                id={`${id}-features`}
                label="Features"
                hint="Comma-separated, e.g. Blog, Contact form, Dark mode"
                error={errors.features}
              >
                <Input id={`${id}-features`} value={form.features} onChange={(e) => set('features', e.target.value)} />
              </Field>
              {failure ? (
                <p role="alert" className="text-sm text-danger">
                  {failure}
                </p>
              ) : null}
              <div className="mt-2 flex justify-end gap-2">
                <Button type="button" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={save.isPending || uploads.isUploading}>
                  {save.isPending ? 'Saving…' : theme ? 'Save Theme' : 'Create Theme'}
                </Button>
              </div>
            </form>
          </Tabs.Content>
          <Tabs.Content value="cms" className="pt-4 focus-visible:outline-none">
            {theme ? (
              <div className="flex flex-col gap-3 text-sm">
                <p>
                  {theme.pageCount} template page{theme.pageCount === 1 ? '' : 's'} · version {theme.version} ·{' '}
                  {theme.published ? 'published' : 'draft'}
                </p>
                <Button asChild className="self-start">
                  <Link to={scope.cmsHref(theme.id)}>Open Theme CMS</Link>
                </Button>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Save the theme first to edit its CMS data.</p>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
