import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { withMarkup } from '../../../lib/i18n-markup';
import { authMessages } from '../../../locales/auth';
import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { CURRENT_NOTICE_VERSION } from '@app/shared/constants';
import { isQuestionnaireComplete } from '@app/shared/questionnaire/questions';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, TextInput } from '../../../components/ui/inputs';
import { trackFunnelStep } from '../../../lib/analytics';
import { keptFamilyInvitation } from '../../../lib/family-invitation-token';
import { useAppDispatch } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { useRegisterUserMutation } from '../api/register-user';
import { AuthShell } from '../components/auth-shell';
import { FormAlert, FormError, useFormError } from '../../../components/ui/form-error';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { deferredResolver, SCHEMA_UNAVAILABLE, preloadWhenUsed } from '../../../lib/forms/deferred-resolver';
import type { RegisterFormInput, RegisterFormOutput } from '../lib/register-form';
import { markQuestionnaireAnswered, readDraftAnswers, writePendingEmail } from '../lib/signup-storage';

/** The form's rules (lib/register-form.ts), downloaded with zod when the page is first used rather than with it. */
const resolver = deferredResolver<RegisterFormInput, RegisterFormOutput>(
  async () => (await import('../lib/register-form')).registerFormResolver,
);

const linkClass = 'font-semibold text-accent-700 underline';

/**
 * /register: e-mail and consent; the server e-mails a six-digit code. Normally after the questionnaire; without
 * it for someone invited to help with a profile (the invitation kept in this tab), whose account only helps.
 */
export function RegisterPage() {
  const { t } = useTranslation(authMessages);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const consentId = useId();
  // Checked without zod, so the page renders at once (the shared schema decides the same: lib/questions.test.ts).
  const [hasAnswers] = useState(() => isQuestionnaireComplete(readDraftAnswers()));
  // Invited to help with someone's profile (ADR 017), and no answers of one's own: an account that only helps.
  const [helping] = useState(() => !hasAnswers && keptFamilyInvitation() !== '');
  useEffect(() => {
    // Answers kept before the server was told of them: tell it now, so a reload here stays here. (A marker without
    // answers in this tab is left alone: another tab may hold them, and this page sends this one on by itself.)
    if (hasAnswers) markQuestionnaireAnswered(true);
  }, [hasAnswers]);
  const [conflict, setConflict] = useState<string>();
  const formError = useFormError();
  const [registerUser] = useRegisterUserMutation();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', acceptTerms: false },
  });
  const { errors, isSubmitting } = form.formState;
  // Registered in screen order, so the first invalid field on screen is the one focused.
  const emailField = form.register('email');
  const acceptTermsField = form.register('acceptTerms');

  if (!hasAnswers && !helping) return <Navigate to="/questions" replace state={{ needAnswers: true }} />;

  const submit = form.handleSubmit(
    async ({ email }) => {
      setConflict(undefined);
      formError.clear();
      try {
        const result = await registerUser({ email, acceptTerms: true, noticeVersion: CURRENT_NOTICE_VERSION }).unwrap();
        dispatch(sessionActions.setActivationToken(result.activationToken));
        writePendingEmail(email);
        trackFunnelStep('registration_submitted');
        toast.success(t('auth.register.sent', { email }));
        void navigate('/verification');
      } catch (caught) {
        const failure = readApiFailure(caught);
        if (failure.kind === 'failed') {
          formError.show(t('common.errorGeneric'));
          return;
        }
        const onEmail = fieldMessage(failure, 'email');
        if (onEmail) form.setError('email', { type: 'server', message: onEmail }, { shouldFocus: true });
        else if (failure.code === 'CONFLICT') setConflict(failure.message);
        else formError.show(failure.message);
      }
    },
    (invalid) => {
      // The rules could not be downloaded: nothing was sent, and no field is wrong.
      if (invalid.root?.type === SCHEMA_UNAVAILABLE) formError.show(t('common.errorGeneric'));
    },
  );

  return (
    <AuthShell
      title={t(helping ? 'auth.register.helpingTitle' : 'auth.register.title')}
      intro={t(helping ? 'auth.register.helpingIntro' : 'auth.register.intro')}
    >
      <form
        {...preloadWhenUsed(resolver)}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
      >
        <FormError error={formError.error} />
        {conflict ? (
          <FormAlert>
            {conflict}{' '}
            <Link to="/login" className="font-semibold underline">
              {t('auth.register.login')}
            </Link>
          </FormAlert>
        ) : null}
        <Field label={t('auth.register.email')} error={errors.email?.message} required>
          {(field) => <TextInput {...field} type="email" autoComplete="email" inputMode="email" {...emailField} />}
        </Field>
        <Checkbox
          id={consentId}
          {...acceptTermsField}
          error={errors.acceptTerms ? t('auth.register.consentRequired') : undefined}
          aria-describedby={`${consentId}-hint${errors.acceptTerms ? ` ${consentId}-error` : ''}`}
          label={withMarkup(t('auth.register.consent'), {
            terms: <Link to="/terms-conditions" target="_blank" rel="noopener" className={linkClass} />,
            privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" className={linkClass} />,
            cookies: <Link to="/cookies-policy" target="_blank" rel="noopener" className={linkClass} />,
          })}
        />
        <p id={`${consentId}-hint`} className="-mt-2 pl-7 text-sm text-ink-500">
          {t('auth.register.consentHint')}
        </p>
        <Button type="submit" loading={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
        <p className="text-center text-sm text-ink-700">
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className={linkClass}>
            {t('auth.register.login')}
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
