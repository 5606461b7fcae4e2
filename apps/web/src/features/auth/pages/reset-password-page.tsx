import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useAppDispatch } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { useSessionTransition } from '../hooks/use-session-transition';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { clearPendingEmail } from '../lib/signup-storage';

/** /change-password: the last step of a password reset; the member then logs in with the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const transition = useSessionTransition();
  const [expired, setExpired] = useState(false);
  const [resetPassword] = useResetPasswordMutation();

  const handleSubmit = async (password: string): Promise<string | undefined> => {
    try {
      const result = await resetPassword({ password }).unwrap();
      clearPendingEmail();
      toast.success(result.message);
      transition(sessionActions.setActivationToken(null), '/login');
      return undefined;
    } catch (caught) {
      const failure = readApiFailure(caught);
      if (failure.kind === 'failed') {
        toast.error(t('common.errorGeneric'));
        return undefined;
      }
      if (failure.code === 'PASSWORD_TOO_COMMON') return failure.message;
      const onPassword = fieldMessage(failure, 'password');
      if (onPassword) return onPassword;
      if (failure.code === 'EMAIL_NOT_VERIFIED' || failure.code === 'UNAUTHENTICATED') {
        dispatch(sessionActions.setActivationToken(null));
        setExpired(true);
        return undefined;
      }
      toast.error(failure.message);
      return undefined;
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
      <NewPasswordForm submitLabel={t('auth.resetPassword.submit')} onSubmit={handleSubmit} />
    </AuthShell>
  );
}
