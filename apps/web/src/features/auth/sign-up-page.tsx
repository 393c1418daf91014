import { destinationAfterSignIn, safeReturnUrl, signUpSchema, type SignUpRole } from '@themeport/core';
import { Code2, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError, withQuery } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { cn } from '@/lib/utils';
import { signUp } from './api';
import { AuthCard, linkClass } from './auth-card';
import { NameFields } from '@/components/name-fields';

const ROLE_CHOICES: { value: SignUpRole; label: string; description: string; icon: typeof ShoppingBag }[] = [
  { value: 'client', label: 'Client', description: 'Buy themes and run your sites', icon: ShoppingBag },
  { value: 'developer', label: 'Developer', description: 'Build and sell premium themes', icon: Code2 },
];

export function SignUpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [role, setRole] = useState<SignUpRole>(searchParams.get('role') === 'developer' ? 'developer' : 'client');
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const roleId = useId();
  const session = useSession();
  // An invitation sends people here with its page as returnUrl and the invited address (spec 001 §2.4).
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const form = useForm(signUpSchema, {
    firstName: '',
    lastName: '',
    email: searchParams.get('email') ?? '',
    password: '',
  });

  function chooseRole(next: SignUpRole) {
    setRole(next);
    setSearchParams(
      (params) => {
        if (next === 'developer') params.set('role', 'developer');
        else params.delete('role');
        return params;
      },
      { replace: true },
    );
  }

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSubmitting(true);
    try {
      await signUp({ ...data, role, ...(returnUrl ? { returnUrl } : {}) });
      await navigate(withQuery('/email-verification', { email: data.email, returnUrl }), { state: { sent: true } });
    } catch (error) {
      const problem = parseApiError(error);
      setIsSubmitting(false);
      if (!form.showServerErrors(problem.fields)) setServerError(problem.message);
    }
  });

  // Someone already signed in has an account: a link followed before the page knew the session
  // (the storefront's 'Start Selling' while /api/me loads) lands where signing in would.
  if (session) return <Navigate to={returnUrl ?? destinationAfterSignIn(session.user)} replace />;

  return (
    <AuthCard
      title="Create your account"
      description={
        role === 'developer' ? 'Start selling your themes on Themeport.' : 'Find a theme and launch your site.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={withQuery('/signin', { returnUrl })} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-[13px] font-medium">I am joining as a</legend>
          <div className="grid grid-cols-2 gap-2">
            {ROLE_CHOICES.map((choice) => {
              const isChosen = role === choice.value;
              const Icon = choice.icon;
              return (
                <label
                  key={choice.value}
                  className={cn(
                    'relative flex cursor-pointer flex-col gap-1 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    isChosen ? 'border-primary bg-accent-soft' : 'border-input hover:bg-muted',
                  )}
                >
                  <input
                    aria-labelledby={`${roleId}-${choice.value}`}
                    aria-describedby={`${roleId}-${choice.value}-hint`}
                    type="radio"
                    name="role"
                    value={choice.value}
                    checked={isChosen}
                    onChange={() => chooseRole(choice.value)}
                    className="sr-only"
                  />
                  <span id={`${roleId}-${choice.value}`} className="flex items-center gap-2 text-sm font-medium">
                    <Icon
                      aria-hidden="true"
                      className={cn('size-4', isChosen ? 'text-primary-strong' : 'text-muted-foreground')}
                    />
                    {choice.label}
                  </span>
                  <span id={`${roleId}-${choice.value}-hint`} className="text-xs leading-snug text-muted-foreground">
                    {choice.description}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <NameFields form={form} />
        <Field id={form.idOf('email')} label="Email" error={form.errors.email}>
          <Input {...form.textProps('email')} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field id={form.idOf('password')} label="Password" error={form.errors.password} hint="At least 6 characters.">
          <Input {...form.textProps('password', { hint: true })} type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
