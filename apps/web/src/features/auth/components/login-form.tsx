import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import type { LoginInput, LoginInputSchema } from '@app/shared/auth';
import { nextPathAfterLogin } from '@app/shared/routes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { Checkbox, PasswordInput, TextInput } from '../../../components/ui/inputs';
import { setUser } from '../../../lib/session/set-user';
import { useLoginMutation } from '../api/login';
import { StaffCodeForm } from './staff-code-form';
import { useSessionTransition } from '../hooks/use-session-transition';
import { readApiFailure } from '../../../lib/api/api-failure';
import { deferredResolver, SCHEMA_UNAVAILABLE, preloadWhenUsed } from '../../../lib/forms/deferred-resolver';

type LoginFormProps = {
  /** `panel`: inside the navigation bar's login panel; `page`: on /login. */
  variant: 'panel' | 'page';
  /** Called when the form is done with (signed in, or a link followed), e.g. to close the panel. */
  onDone?: () => void;
  /**
   * Where to go once signed in, for a page that asked the member to sign in to go on there (the data-export link's
   * page); otherwise the first unfinished onboarding step, the dashboard, or the suspension screen.
   */
  returnTo?: string;
};

/** The form's rules (lib/login-rules.ts), downloaded with zod when the form is first used rather than with it. */
const resolver = deferredResolver<LoginInput, z.output<typeof LoginInputSchema>>(
  async () => (await import('../lib/login-rules')).loginFormResolver,
);

const linkClass = 'font-semibold text-accent-700 underline-offset-4 hover:underline';

/**
 * E-mail and password sign-in: success → the server's message, the session, the first unfinished
 * onboarding step (or the dashboard; the suspension screen for a suspended member); `success:false` → its message;
 * anything else → "An error occurred". The required error toast is kept, and the same message stays at the form's top
 * until the member sends again: a toast alone is gone before many have read it.
 */
export function LoginForm({ variant, onDone, returnTo }: LoginFormProps) {
  const { t } = useTranslation(authMessages);
  const transition = useSessionTransition();
  const [login] = useLoginMutation();
  // A staff account's right password: the second step (the authenticator code) comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const formError = useFormError();
  const refuse = (message: string) => {
    toast.error(message);
    formError.show(message);
  };
  const form = useForm<LoginInput, unknown, z.output<typeof LoginInputSchema>>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;
  // Registered in screen order, so the first invalid field on screen is the one focused.
  const emailField = form.register('email');
  const passwordField = form.register('password');
  const rememberMeField = form.register('rememberMe');

  const submit = form.handleSubmit(
    async (values) => {
      formError.clear();
      try {
        const result = await login({ ...values, rememberMe: values.rememberMe ?? false }).unwrap();
        // A reply that says success:false, whatever its status, stops here with its message.
        if ((result as { success: unknown }).success !== true) {
          refuse(result.message || t('common.errorGeneric'));
          return;
        }
        if ('secondFactorRequired' in result) {
          setChallenge(result.challenge);
          return;
        }
        toast.success(t(result.suspended ? 'auth.login.doneSuspended' : 'auth.login.done'));
        onDone?.();
        // A suspended member is signed in to reach the suspension screen, and only that (issue 14 point 3).
        const next = returnTo ?? (result.suspended ? '/suspended' : nextPathAfterLogin(result.user));
        transition(setUser({ user: result.user, accessToken: result.accessToken }), next);
      } catch (caught) {
        const failure = readApiFailure(caught);
        refuse(failure.kind === 'failed' ? t('common.errorGeneric') : failure.message);
      }
    },
    (invalid) => {
      // The rules could not be downloaded: nothing was sent, and no field is wrong.
      if (invalid.root?.type === SCHEMA_UNAVAILABLE) refuse(t('common.errorGeneric'));
    },
  );

  if (challenge) {
    return (
      <StaffCodeForm
        challenge={challenge}
        onDone={onDone}
        onBack={() => {
          setChallenge(null);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form
      {...preloadWhenUsed(resolver)}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cn('flex flex-col', variant === 'panel' ? 'gap-3' : 'gap-4')}
    >
      <FormError error={formError.error} />
      <Field label={t('auth.login.email')} error={errors.email?.message}>
        {(field) => <TextInput {...field} type="email" autoComplete="username" inputMode="email" {...emailField} />}
      </Field>
      <Field label={t('auth.login.password')} error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="current-password" {...passwordField} />}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox label={t('auth.login.rememberMe')} {...rememberMeField} />
        <Link to="/forgot-password" className={cn(linkClass, 'text-sm')} onClick={() => onDone?.()}>
          {t('auth.login.forgot')}
        </Link>
      </div>
      <Button type="submit" loading={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-700">
        {t('auth.login.noAccount')}{' '}
        <Link to="/questions" className={linkClass} onClick={() => onDone?.()}>
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </form>
  );
}
