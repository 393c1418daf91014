import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';

/**
 * A refused save: the server's field messages under the form's fields (its names renamed to the
 * form's, e.g. rateCents → rate), else the message for the whole form.
 */
export function showFailure(
  error: unknown,
  rename: Record<string, string>,
  showServerErrors: (fields: Record<string, string>) => boolean,
  setFailure: (message: string) => void,
) {
  const problem = parseApiError(error);
  const fields = Object.fromEntries(
    Object.entries(problem.fields ?? {}).map(([key, message]) => [rename[key] ?? key, message]),
  );
  if (!showServerErrors(fields)) setFailure(problem.message);
}

/** The dialogs' end: the form's failure, Cancel and the submit button ('Saving...' while busy). */
export function FormFooter({
  failure,
  busy,
  submitLabel,
  onCancel,
}: {
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="mt-2 flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
