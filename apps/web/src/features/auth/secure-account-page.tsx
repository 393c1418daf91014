import { AUTH_TEXT, WEB_PATHS } from '@themeport/core';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { secureAccount } from './api';
import { AuthCard } from './auth-card';

/**
 * Where the e-mail change notice's link lands. It acts only on the button: a mail scanner that
 * opens links must not undo a change the owner made.
 */
export function SecureAccountPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : AUTH_TEXT.secureLinkInvalid);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSecure() {
    setError(null);
    setIsSubmitting(true);
    try {
      await secureAccount(token);
      await navigate(`${WEB_PATHS.signIn}?secured=1`, { replace: true });
    } catch (err) {
      const problem = parseApiError(err);
      setError(problem.status === 400 ? AUTH_TEXT.secureLinkInvalid : problem.message);
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Secure your account"
      icon={<ShieldCheck aria-hidden="true" />}
      description="If you did not ask to change your email address, this puts your old address back and signs out every session, including the one that asked."
    >
      <div className="flex flex-col gap-4">
        {error ? <Alert>{error}</Alert> : null}
        <Button type="button" onClick={() => void onSecure()} disabled={isSubmitting || !token}>
          {isSubmitting ? 'Securing...' : 'Secure my account'}
        </Button>
      </div>
    </AuthCard>
  );
}
