import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { useAppDispatch } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';
import { FormAlert, FormError, useFormError } from '../../../components/ui/form-error';
import { NewPasswordForm } from '../components/new-password-form';
import { handleNewPasswordFailure } from '../lib/new-password-failure';
import { useSessionTransition } from '../hooks/use-session-transition';
import { clearPendingEmail } from '../lib/signup-storage';

/** /change-password: the last step of a password reset; the member then logs in with the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation(authMessages);
  const dispatch = useAppDispatch();
  const transition = useSessionTransition();
  const [expired, setExpired] = useState(false);
  const formError = useFormError();
  const [resetPassword] = useResetPasswordMutation();

  const handleSubmit = async (password: string): Promise<string | undefined> => {
    formError.clear();
    try {
      await resetPassword({ password }).unwrap();
      clearPendingEmail();
      toast.success(t('auth.resetPassword.done'));
      transition(sessionActions.setActivationToken(null), '/login');
      return undefined;
    } catch (caught) {
      return handleNewPasswordFailure(caught, {
        genericMessage: t('common.errorGeneric'),
        showFormError: formError.show,
        onExpired: () => {
          dispatch(sessionActions.setActivationToken(null));
          setExpired(true);
        },
      });
    }
  };

  return (
    <AuthShell title={t('auth.resetPassword.title')} intro={t('auth.resetPassword.intro')}>
      {expired ? (
        <FormAlert>
          {t('auth.resetPassword.expired')}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            {t('auth.resetPassword.startAgain')}
          </Link>
        </FormAlert>
      ) : null}
      <FormError error={formError.error} />
      <NewPasswordForm submitLabel={t('auth.resetPassword.submit')} onSubmit={handleSubmit} />
    </AuthShell>
  );
}
