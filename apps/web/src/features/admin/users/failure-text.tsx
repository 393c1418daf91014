import { ADMIN_USER_TEXT, WEB_PATHS } from '@themeport/core';
import { Link, useLocation } from 'react-router';
import { parseApiError } from '@/lib/api';

/**
 * A failed change's message; REAUTH_REQUIRED (another admin changed from an old session, issue 24)
 * adds a 'Sign in again' link that brings the admin back here.
 */
export function FailureText({ error }: { error: unknown }) {
  const location = useLocation();
  const parsed = parseApiError(error);
  if (parsed.code !== 'REAUTH_REQUIRED') return <>{parsed.message}</>;
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <>
      {parsed.message}{' '}
      <Link to={`${WEB_PATHS.signIn}?returnUrl=${returnUrl}`} className="font-medium underline">
        {ADMIN_USER_TEXT.signInAgain}
      </Link>
    </>
  );
}
