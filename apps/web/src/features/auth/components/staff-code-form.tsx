import { useId, useState, type FormEvent } from 'react';
import { CONSOLE_PATH } from '@app/shared/console/roles';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/inputs';
import { setUser } from '../../../lib/session/set-user';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useVerifyStaffCodeMutation } from '../api/verify-staff-code';
import { useSessionTransition } from '../hooks/use-session-transition';

/**
 * A staff sign-in's second step (issue 15): the 6-digit code from the authenticator app, with the challenge
 * user/login gave for the right password. Signed in, staff go to the console.
 */
export function StaffCodeForm({
  challenge,
  onBack,
  onDone,
}: {
  challenge: string;
  onBack: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation(authMessages);
  const transition = useSessionTransition();
  const [verify, { isLoading }] = useVerifyStaffCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const introId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(t('auth.login.secondFactor.invalid'));
      return;
    }
    setError(undefined);
    try {
      const result = await verify({ challenge, code: digits }).unwrap();
      toast.success(result.message);
      onDone?.();
      transition(setUser({ user: result.user, accessToken: result.accessToken }), CONSOLE_PATH);
    } catch (caught) {
      const failure = readApiFailure(caught);
      if (failure.kind === 'failed') {
        setError(t('common.errorGeneric'));
        return;
      }
      // An expired challenge: back to the password.
      if (failure.code === 'UNAUTHENTICATED') {
        toast.error(failure.message);
        onBack();
        return;
      }
      setError(failure.message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div>
        <h2 className="font-display text-xl text-ink-900">{t('auth.login.secondFactor.title')}</h2>
        <p id={introId} className="mt-1 text-sm text-ink-700">
          {t('auth.login.secondFactor.intro')}
        </p>
      </div>
      <Field label={t('auth.login.secondFactor.code')} error={error}>
        {(field) => (
          <TextInput
            {...field}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of this step, right after the password
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
        )}
      </Field>
      <Button type="submit" loading={isLoading}>
        {t('auth.login.secondFactor.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t('auth.login.secondFactor.back')}
      </Button>
    </form>
  );
}
