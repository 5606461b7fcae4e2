import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { nextPathAfterLogin, toWireAnswers } from '@app/shared';
import { trackFunnelStep } from '../../../lib/analytics';
import { forgetFamilyInvitation, keptFamilyInvitation } from '../../../lib/family-invitation-token';
import { useAppDispatch } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { setUser } from '../../../lib/session/set-user';
import { useSetPasswordMutation } from '../api/set-password';
import { AuthShell } from '../components/auth-shell';
import { FormAlert, FormError, useFormError } from '../../../components/ui/form-error';
import { NewPasswordForm } from '../components/new-password-form';
import { handleNewPasswordFailure } from '../lib/new-password-failure';
import { useSessionTransition } from '../hooks/use-session-transition';
import { readCompleteAnswers } from '../lib/complete-answers';
import { clearPendingEmail, clearQuestionnaire } from '../lib/signup-storage';

/**
 * /create-password: the last sign-up step — the account is created with the questionnaire answers, or, for someone
 * invited to help with a profile, with the invitation (the account only helps, and acts for that profile).
 */
export function CreatePasswordPage() {
  const { t } = useTranslation(authMessages);
  const dispatch = useAppDispatch();
  const transition = useSessionTransition();
  const [answers] = useState(readCompleteAnswers);
  // Invited to help with a profile and no answers of one's own: the invitation instead (an account that only helps).
  const [invitation] = useState(() => (answers ? '' : keptFamilyInvitation()));
  const [expired, setExpired] = useState(false);
  const formError = useFormError();
  const [setPassword] = useSetPasswordMutation();

  if (!answers && !invitation) {
    return (
      <AuthShell title={t('auth.createPassword.title')}>
        <FormAlert tone="info">{t('auth.createPassword.answersMissing')}</FormAlert>
        <Link
          to="/questions"
          state={{ returnTo: '/create-password' }}
          className="self-start font-semibold text-accent-700 underline"
        >
          {t('auth.createPassword.answersAction')}
        </Link>
      </AuthShell>
    );
  }

  const handleSubmit = async (password: string): Promise<string | undefined> => {
    formError.clear();
    try {
      const result = await setPassword(
        answers ? { password, answer: toWireAnswers(answers) } : { password, familyInvitation: invitation },
      ).unwrap();
      if (!answers) forgetFamilyInvitation();
      clearQuestionnaire();
      clearPendingEmail();
      dispatch(sessionActions.setActivationToken(null));
      trackFunnelStep('password_created');
      toast.success(t('auth.createPassword.done'));
      transition(setUser({ user: result.user, accessToken: result.accessToken }), nextPathAfterLogin(result.user));
      return undefined;
    } catch (caught) {
      return handleNewPasswordFailure(caught, {
        genericMessage: t('common.errorGeneric'),
        showFormError: formError.show,
        onExpired: () => setExpired(true),
      });
    }
  };

  return (
    <AuthShell title={t('auth.createPassword.title')} intro={t('auth.createPassword.intro')}>
      {expired ? (
        <FormAlert>
          {t('auth.createPassword.expired')}{' '}
          <Link to="/register" className="font-semibold underline">
            {t('auth.createPassword.startAgain')}
          </Link>
        </FormAlert>
      ) : null}
      <FormError error={formError.error} />
      <NewPasswordForm submitLabel={t('auth.createPassword.submit')} onSubmit={handleSubmit} />
    </AuthShell>
  );
}
