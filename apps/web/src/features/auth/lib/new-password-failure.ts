import { newPasswordMessage, readApiFailure } from '../../../lib/api/api-failure';

/**
 * What the create-password and reset-password pages do when saving the password fails:
 * a message on the password field, "your confirmation expired" (the verified-e-mail cookie is gone or used),
 * or the form's own error (`showFormError`, at the form's top). Returns the field message, if any, for
 * `NewPasswordForm`.
 */
export function handleNewPasswordFailure(
  caught: unknown,
  options: { genericMessage: string; onExpired: () => void; showFormError: (message: string) => void },
): string | undefined {
  const failure = readApiFailure(caught);
  if (failure.kind === 'failed') {
    options.showFormError(options.genericMessage);
    return undefined;
  }
  const onPassword = newPasswordMessage(failure, 'password');
  if (onPassword) return onPassword;
  if (failure.code === 'EMAIL_NOT_VERIFIED' || failure.code === 'UNAUTHENTICATED') {
    options.onExpired();
    return undefined;
  }
  options.showFormError(failure.message);
  return undefined;
}
