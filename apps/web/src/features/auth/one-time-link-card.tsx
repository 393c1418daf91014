import { AUTH_TEXT } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { endSessionHere } from '@/lib/session-actions';
import { useSessionStore } from '@/lib/session-store';
import { AuthCard } from './auth-card';

/**
 * Where a one-time e-mail link lands ('secure my account', unlock sign-in). It acts only on the
 * button: a mail scanner that opens links must change nothing.
 */
export function OneTimeLinkCard(props: {
  title: string;
  icon: ReactNode;
  description: string;
  action: string;
  busy: string;
  run: (token: string) => Promise<unknown>;
  /** Where to go once it is done. */
  done: string;
  /** The action ends every session, this one too: the page forgets it before it moves on. */
  endsSessions?: boolean;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const token = searchParams.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : AUTH_TEXT.secureLinkInvalid);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onRun() {
    setError(null);
    setIsSubmitting(true);
    try {
      await props.run(token);
      if (props.endsSessions)
        await endSessionHere({ queryClient, sessionStore }, navigate, props.done, { replace: true });
      else await navigate(props.done, { replace: true });
    } catch (err) {
      const problem = parseApiError(err);
      setError(problem.status === 400 ? AUTH_TEXT.secureLinkInvalid : problem.message);
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title={props.title} icon={props.icon} description={props.description}>
      <div className="flex flex-col gap-4">
        {error ? <Alert>{error}</Alert> : null}
        <Button type="button" onClick={() => void onRun()} disabled={isSubmitting || !token}>
          {isSubmitting ? props.busy : props.action}
        </Button>
      </div>
    </AuthCard>
  );
}
