import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { DeleteUserInputSchema } from '@app/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/inputs';
import { apiSlice } from '../../../lib/api/api-slice';
import { useAppDispatch } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { useCheckPasswordMutation, useDeleteUserMutation } from '../api/delete-user';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { readApiFailure } from '../../../lib/api/api-failure';
import type { AccountDeletedState } from '../pages/account-deleted-page';

type Stage = 'password' | 'confirm';

/**
 * Delete account: what is removed (and a link to the full page), the password (checked by the server before the
 * last step, so a wrong one is said beside it at once), a last confirmation, then DELETE (which checks it again);
 * then the member is signed out at once and shown the receipt (what was deleted, what the law keeps) on
 * /account-deleted.
 */
export function DeleteAccount() {
  const { t } = useTranslation(authMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>('password');
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const [checkPassword] = useCheckPasswordMutation();
  const formError = useFormError();
  const form = useForm<z.input<typeof DeleteUserInputSchema>, unknown, z.output<typeof DeleteUserInputSchema>>({
    resolver: zodResolver(DeleteUserInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });
  const passwordError = form.formState.errors.password;
  const confirmActions = useRef<HTMLDivElement>(null);

  // On the last step, focus starts on the safe choice.
  useEffect(() => {
    if (open && stage === 'confirm') confirmActions.current?.querySelector('button')?.focus();
  }, [open, stage]);

  /** Render the signed-out state first (the guard redirects), then show the receipt (the last navigation wins). */
  const finish = (deleted: AccountDeletedState) => {
    flushSync(() => {
      dispatch(sessionActions.logout());
    });
    void navigate('/account-deleted', { replace: true, state: deleted });
    dispatch(apiSlice.util.resetApiState());
    toast.success(t('auth.account.deleteAccount.done'));
  };

  const close = () => {
    setOpen(false);
    setStage('password');
    formError.clear();
    form.reset();
  };

  /** A refusal of the password (at the check or at the deletion): back to the password, said beside it. */
  const refused = (caught: unknown): void => {
    const failure = readApiFailure(caught);
    if (failure.kind === 'failed') {
      formError.show(t('common.errorGeneric'));
      return;
    }
    if (failure.code === 'INVALID_CREDENTIALS' || failure.code === 'VALIDATION_FAILED') {
      setStage('password');
      form.setError('password', { type: 'server', message: failure.message }, { shouldFocus: true });
      return;
    }
    formError.show(failure.message);
  };

  const handleDelete = async () => {
    formError.clear();
    try {
      const result = await deleteUser({ password: form.getValues('password') }).unwrap();
      // The account is gone (and with it every session): signed out at once, the receipt on a page of its own.
      finish({ receipt: result.receipt, message: result.message });
    } catch (caught) {
      refused(caught);
    }
  };

  // The password is checked before "Yes, delete my account" is offered: a wrong one is said now, not after it.
  const next = form.handleSubmit(async ({ password }) => {
    formError.clear();
    try {
      await checkPassword({ password }).unwrap();
      setStage('confirm');
    } catch (caught) {
      refused(caught);
    }
  });

  return (
    <section aria-labelledby="delete-account-title" className="flex flex-col gap-3">
      <h3 id="delete-account-title" className="text-lg font-bold text-ink-900">
        {t('auth.account.deleteAccount.title')}
      </h3>
      <p className="text-sm text-ink-700">{t('auth.account.deleteAccount.intro')}</p>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {t('auth.account.deleteAccount.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={
          stage === 'password'
            ? t('auth.account.deleteAccount.dialogTitle')
            : t('auth.account.deleteAccount.confirmTitle')
        }
        description={
          stage === 'password'
            ? t('auth.account.deleteAccount.dialogBody')
            : t('auth.account.deleteAccount.confirmBody')
        }
      >
        {stage === 'password' ? (
          <form noValidate onSubmit={(event) => void next(event)} className="flex flex-col gap-4">
            <FormError error={formError.error} />
            <Link
              to="/delete-account"
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-accent-700 underline"
            >
              {t('auth.account.deleteAccount.policyLink')}
            </Link>
            <Field
              label={t('auth.account.deleteAccount.password')}
              error={
                passwordError
                  ? passwordError.type === 'server'
                    ? passwordError.message
                    : t('auth.account.deleteAccount.passwordRequired')
                  : undefined
              }
            >
              {(field) => <PasswordInput {...field} autoComplete="current-password" {...form.register('password')} />}
            </Field>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                {t('auth.account.deleteAccount.cancel')}
              </Button>
              <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
                {t('auth.account.deleteAccount.next')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <FormError error={formError.error} />
            <div ref={confirmActions} className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                {t('auth.account.deleteAccount.cancel')}
              </Button>
              <Button variant="danger" loading={isLoading} onClick={() => void handleDelete()}>
                {t('auth.account.deleteAccount.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
