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
import { useDeleteUserMutation } from '../api/delete-user';
import { readApiFailure } from '../../../lib/api/api-failure';
import type { DeletionReceipt as Receipt } from '@app/shared/data-export';
import { dataExportMessages } from '../../../locales/data-export';
import { DeletionReceipt } from './deletion-receipt';

type Stage = 'password' | 'confirm' | 'receipt';

/**
 * Delete account: what is removed (and a link to the full page), the password, a last confirmation, then DELETE;
 * then the receipt (what was deleted, what the law keeps), and on Done the member is signed out and sent home.
 */
export function DeleteAccount() {
  const { t } = useTranslation(authMessages, dataExportMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>('password');
  const [receipt, setReceipt] = useState<{ receipt: Receipt; message: string } | null>(null);
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const form = useForm<z.input<typeof DeleteUserInputSchema>, unknown, z.output<typeof DeleteUserInputSchema>>({
    resolver: zodResolver(DeleteUserInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });
  const passwordError = form.formState.errors.password;
  const confirmActions = useRef<HTMLDivElement>(null);
  const receiptView = useRef<HTMLDivElement>(null);

  // On the last step, focus starts on the safe choice.
  useEffect(() => {
    if (open && stage === 'confirm') confirmActions.current?.querySelector('button')?.focus();
    // The confirmation's buttons are gone: focus moves to the receipt's one action.
    if (open && stage === 'receipt')
      receiptView.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [open, stage]);

  /** After the receipt: render the signed-out state first (the guard redirects), then go home (the last wins). */
  const finish = (message: string) => {
    flushSync(() => {
      dispatch(sessionActions.logout());
    });
    void navigate('/', { replace: true });
    dispatch(apiSlice.util.resetApiState());
    toast.success(message || t('auth.account.deleteAccount.done'));
  };

  const close = () => {
    if (receipt) {
      finish(receipt.message);
      return;
    }
    setOpen(false);
    setStage('password');
    form.reset();
  };

  const handleDelete = async () => {
    try {
      const result = await deleteUser({ password: form.getValues('password') }).unwrap();
      // The account is gone: the receipt stays on screen until the member has read it.
      setReceipt({ receipt: result.receipt, message: result.message });
      setStage('receipt');
    } catch (caught) {
      const failure = readApiFailure(caught);
      if (failure.kind === 'failed') {
        toast.error(t('common.errorGeneric'));
        return;
      }
      if (failure.code === 'INVALID_CREDENTIALS' || failure.code === 'VALIDATION_FAILED') {
        setStage('password');
        form.setError('password', { type: 'server', message: failure.message }, { shouldFocus: true });
        return;
      }
      toast.error(failure.message);
    }
  };

  const next = form.handleSubmit(() => setStage('confirm'));

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
            : stage === 'confirm'
              ? t('auth.account.deleteAccount.confirmTitle')
              : t('receipt.title')
        }
        description={
          stage === 'password'
            ? t('auth.account.deleteAccount.dialogBody')
            : stage === 'confirm'
              ? t('auth.account.deleteAccount.confirmBody')
              : t('receipt.intro')
        }
      >
        {stage === 'receipt' && receipt ? (
          <div ref={receiptView} className="flex flex-col gap-4">
            <DeletionReceipt receipt={receipt.receipt} />
            <Button className="self-stretch sm:self-end" onClick={close}>
              {t('receipt.done')}
            </Button>
          </div>
        ) : stage === 'password' ? (
          <form noValidate onSubmit={(event) => void next(event)} className="flex flex-col gap-4">
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
              <Button type="submit" variant="danger">
                {t('auth.account.deleteAccount.next')}
              </Button>
            </div>
          </form>
        ) : (
          <div ref={confirmActions} className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('auth.account.deleteAccount.cancel')}
            </Button>
            <Button variant="danger" loading={isLoading} onClick={() => void handleDelete()}>
              {t('auth.account.deleteAccount.confirm')}
            </Button>
          </div>
        )}
      </Dialog>
    </section>
  );
}
