import { THEME_CMS_TEXT, type ThemeCmsView } from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useInstallationTest } from './themes-api';

/**
 * spec 001 §2.7 Deployment: the installation test, for real — the working copy is installed into
 * a new site of the chosen account and every page rendered, then all of it is rolled back.
 */
export function ThemeDeployment({ cms, say }: { cms: ThemeCmsView; say: (text: string) => void }) {
  const id = useId();
  const [accountId, setAccountId] = useState('');
  const test = useInstallationTest(cms.theme.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accountId.trim()) {
      window.alert(THEME_CMS_TEXT.testAccountRequired);
      return;
    }
    test.mutate(accountId.trim(), {
      onSuccess: (result) => say(result.message),
      onError: (error) => say(`Error: ${parseApiError(error).message}`),
    });
  };

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Installs the theme as Publish would release it (unpublished changes included, draft pages left out) into a new
        site of the account, renders every page, and then undoes everything: the account is left as it was. Publish runs
        the same test and refuses a theme that fails it.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-account`} label="Test account ID" className="min-w-80 flex-1">
          <Input
            id={`${id}-account`}
            value={accountId}
            placeholder="00000000-0000-0000-0000-000000000000"
            onChange={(e) => setAccountId(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={test.isPending}>
          {test.isPending ? 'Testing…' : 'Run installation test'}
        </Button>
      </form>
      {test.data ? (
        <section aria-label="Installation test result" className="rounded-xl border border-border p-4 text-sm">
          <p className={test.data.ok ? 'font-medium text-[#166534]' : 'font-medium text-danger'}>{test.data.message}</p>
          <p className="mt-2 text-muted-foreground">
            Installs {test.data.pages} of {test.data.templatePages} template page
            {test.data.templatePages === 1 ? '' : 's'}
            {test.data.draftPages.length > 0 ? ` · drafts left out: ${test.data.draftPages.join(', ')}` : ''}
          </p>
          <ul className="mt-2 flex flex-col gap-1 text-muted-foreground">
            {test.data.rendered.map((page) => (
              <li key={page.path}>
                {page.path} — {page.status === 200 ? 'rendered' : `status ${page.status}`} (
                {Math.round(page.bytes / 1024)} KB)
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
