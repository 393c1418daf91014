import {
  GLOBAL_TEMPLATE_PAGE,
  THEME_CMS_TEXT,
  defaultTemplateFilePath,
  normaliseTemplatePageName,
  templatePageRoute,
  type ThemeCmsView,
} from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { ComponentJsonEditor } from './component-json-editor';
import { useCreateTemplatePage, useUpdateTemplatePage } from './api';

/** spec 001 §2.7 Template Pages: the theme's pages (and its global header and footer), New page, and each page's components. */
export function TemplatePages({ cms, say }: { cms: ThemeCmsView; say: (text: string) => void }) {
  const themeId = cms.theme.id;
  const [open, setOpen] = useState<string | null>(cms.pages[0]?.name ?? null);
  const [dirty, setDirty] = useState(false);
  const setStatus = useUpdateTemplatePage(themeId);

  const choose = (name: string) => {
    if (name === open) return;
    if (dirty && !window.confirm('You have unsaved changes. Leave this page anyway?')) return;
    setDirty(false);
    setOpen(name);
  };

  const entries = [
    ...cms.pages.map((page) => ({ ...page, label: page.title })),
    {
      name: GLOBAL_TEMPLATE_PAGE,
      label: 'Global (header and footer)',
      route: 'every page',
      status: 'published' as const,
      componentCount: cms.globalComponentCount,
      filePath: '',
    },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="flex flex-col gap-4">
        <ul aria-label="Template pages" className="flex flex-col gap-1">
          {entries.map((page) => (
            <li key={page.name}>
              <button
                type="button"
                onClick={() => choose(page.name)}
                aria-current={open === page.name ? 'true' : undefined}
                className={cn(
                  'flex w-full flex-col items-start rounded-lg border px-3 py-2 text-left text-sm',
                  open === page.name ? 'border-primary-strong bg-muted' : 'border-border hover:bg-muted',
                )}
              >
                <span className="font-medium">{page.label}</span>
                <span className="text-xs text-muted-foreground">
                  {page.route} · {page.componentCount} component{page.componentCount === 1 ? '' : 's'}
                  {page.status === 'draft' ? ' · draft' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <NewPageForm cms={cms} say={say} onCreated={(name) => choose(name)} />
      </div>
      <div className="min-w-0">
        {open === null ? (
          <p className="text-sm text-muted-foreground">No template pages yet: add the first with New page.</p>
        ) : (
          <div className="flex flex-col gap-3">
            {open !== GLOBAL_TEMPLATE_PAGE
              ? (() => {
                  const page = cms.pages.find((entry) => entry.name === open);
                  if (!page) return null;
                  return (
                    <div className="flex flex-wrap items-center gap-3 text-sm">
                      <h3 className="font-semibold">{page.title}</h3>
                      <Badge variant={page.status === 'published' ? 'accent' : 'neutral'}>
                        {page.status === 'published' ? 'Published' : 'Draft'}
                      </Badge>
                      <span className="text-muted-foreground">{page.filePath}</span>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={setStatus.isPending}
                        onClick={() =>
                          setStatus.mutate(
                            { name: page.name, status: page.status === 'published' ? 'draft' : 'published' },
                            {
                              onSuccess: () =>
                                say(
                                  `Page ${page.title} ${page.status === 'published' ? 'made a draft' : 'published'} successfully`,
                                ),
                              onError: (error) => say(`Error: ${parseApiError(error).message}`),
                            },
                          )
                        }
                      >
                        {page.status === 'published' ? 'Make draft' : 'Publish page'}
                      </Button>
                    </div>
                  );
                })()
              : null}
            <ComponentJsonEditor key={open} themeId={themeId} page={open} say={say} onDirtyChange={setDirty} />
          </div>
        )}
      </div>
    </div>
  );
}

/** spec 001 §5 New page: name and title required; the name normalised; file path optional. */
function NewPageForm({
  cms,
  say,
  onCreated,
}: {
  cms: ThemeCmsView;
  say: (text: string) => void;
  onCreated: (name: string) => void;
}) {
  const id = useId();
  const [form, setForm] = useState({ name: '', title: '', filePath: '' });
  const create = useCreateTemplatePage(cms.theme.id);
  const name = normaliseTemplatePageName(form.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || !form.title.trim()) {
      window.alert(THEME_CMS_TEXT.requiredFields);
      return;
    }
    create.mutate(
      { name, title: form.title.trim(), ...(form.filePath.trim() ? { filePath: form.filePath.trim() } : {}) },
      {
        onSuccess: () => {
          say(`Page ${name} created successfully`);
          setForm({ name: '', title: '', filePath: '' });
          onCreated(name);
        },
        onError: (error) => window.alert(THEME_CMS_TEXT.createPageFailed(parseApiError(error).message)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="New page"
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <h3 className="text-sm font-semibold">New page</h3>
      <Field
        id={`${id}-name`}
        label="Name"
        hint={name ? `Route ${templatePageRoute(name)}` : 'Lower-case letters, digits and hyphens'}
      >
        <Input id={`${id}-name`} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </Field>
      <Field id={`${id}-title`} label="Title">
        <Input id={`${id}-title`} value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
      </Field>
      <Field id={`${id}-file`} label="File path (optional)">
        <Input
          id={`${id}-file`}
          value={form.filePath}
          placeholder={defaultTemplateFilePath(cms.theme.framework, name || 'name')}
          onChange={(e) => setForm({ ...form, filePath: e.target.value })}
        />
      </Field>
      <Button type="submit" size="sm" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add page'}
      </Button>
    </form>
  );
}
