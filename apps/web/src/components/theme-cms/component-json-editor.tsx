import { THEME_CMS_TEXT, formatComponentJson, parseTemplateComponents } from '@themeport/core';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { usePageComponents, useSavePageComponents } from './api';

const JsonCodeEditor = lazy(() => import('./json-code-editor'));

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * spec 001 §2.7 / §4 / §5 the component data editor of one template page: JSON text with Format,
 * Validate and Save, badges 'Unsaved Changes' and 'Validated'. Validate is enabled only with
 * unsaved changes and valid JSON; Save with non-empty valid JSON. Editing clears Validated.
 */
export function ComponentJsonEditor({
  themeId,
  page,
  say,
  onDirtyChange,
}: {
  themeId: string;
  page: string;
  say: (text: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const components = usePageComponents(themeId, page);
  if (components.isError) return <p className="text-sm text-danger">{parseApiError(components.error).message}</p>;
  if (components.isPending) return <Skeleton className="h-[28rem] rounded-lg" aria-label="Loading components" />;
  return (
    <LoadedEditor
      themeId={themeId}
      page={page}
      initial={JSON.stringify(components.data, null, 2)}
      say={say}
      onDirtyChange={onDirtyChange}
    />
  );
}

function LoadedEditor({
  themeId,
  page,
  initial,
  say,
  onDirtyChange,
}: {
  themeId: string;
  page: string;
  initial: string;
  say: (text: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSavePageComponents(themeId, page);
  const [text, setText] = useState(initial);
  const [dirty, setDirtyState] = useState(false);
  const [validated, setValidated] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const setDirty = (next: boolean) => {
    setDirtyState(next);
    onDirtyChange(next);
  };

  const edit = (next: string) => {
    setText(next);
    setDirty(true);
    setValidated(false);
  };
  const validJson = text.trim() !== '' && isJson(text);

  const check = () => {
    const parsed = parseTemplateComponents(text);
    if (parsed.ok) return parsed;
    setProblems(parsed.problems);
    say(parsed.error);
    return null;
  };

  const format = () => {
    const formatted = formatComponentJson(text);
    if (!formatted.ok) return say(formatted.error);
    setText(formatted.text);
    if (formatted.text !== text) setDirty(true);
  };

  const validate = () => {
    const parsed = check();
    if (!parsed) return;
    setProblems([]);
    // Missing ids are generated before validation (spec 001 §5): the text shows them.
    setText(JSON.stringify(parsed.components, null, 2));
    setValidated(true);
    say(`Validated ${Object.keys(parsed.components).length} components successfully`);
  };

  const submit = () => {
    const parsed = check();
    if (!parsed) return;
    setProblems([]);
    save.mutate(parsed.components, {
      onSuccess: (saved) => {
        setText(JSON.stringify(saved.components, null, 2));
        setDirty(false);
        setValidated(true);
        say(`Components saved successfully (${Object.keys(saved.components).length})`);
      },
      onError: (error) => {
        const parsedError = parseApiError(error);
        setProblems(Object.values(parsedError.fields ?? {}));
        say(`Error: ${parsedError.message}`);
      },
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" variant="outline" onClick={format}>
          Format
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={validate} disabled={!dirty || !validJson}>
          Validate
        </Button>
        <Button type="button" size="sm" onClick={submit} disabled={!validJson || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        {dirty ? <Badge variant="neutral">Unsaved Changes</Badge> : null}
        {validated ? <Badge variant="accent">Validated</Badge> : null}
        {text.trim() !== '' && !validJson ? (
          <span className="text-sm text-danger">{THEME_CMS_TEXT.invalidJson}</span>
        ) : null}
      </div>
      <Suspense fallback={<Skeleton className="h-[28rem] rounded-lg" aria-label="Loading the editor" />}>
        <JsonCodeEditor value={text} onChange={edit} label={`Components of ${page}`} />
      </Suspense>
      {problems.length > 0 ? (
        <ul
          role="alert"
          className="list-disc rounded-lg border border-[#fecaca] bg-danger-soft py-2 pr-3 pl-7 text-sm text-[#991b1b]"
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
