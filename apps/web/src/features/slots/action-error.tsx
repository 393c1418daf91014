import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import type { ApiError } from '@/lib/api';

/** A failed slot action in the server's words; a full account gets the way to more slots. */
export function ActionError({ error, className }: { error: ApiError | null; className?: string }) {
  if (!error) return null;
  return (
    <Alert className={className}>
      {error.message}
      {error.code === 'NO_AVAILABLE_SLOTS' ? (
        <>
          {' '}
          <Link to="/pricing" className="font-medium underline underline-offset-2">
            See plans
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
