import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { toast } from '../../../lib/toast';
import { FormError, useFormError } from '../../../components/ui/form-error';
import type { z } from 'zod';
import { ChangePasswordInputSchema } from '@app/shared';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/inputs';
import { useChangePasswordMutation } from '../api/change-password';
import { fieldMessage, newPasswordMessage, readApiFailure } from '../../../lib/api/api-failure';

type FormInput = z.input<typeof ChangePasswordInputSchema>;

/** Signed-in password change: current + new; this session continues with the new access token. */
export function ChangePasswordForm() {
  const { t } = useTranslation(authMessages);
  const [changePassword] = useChangePasswordMutation();
  const form = useForm<FormInput, unknown, z.output<typeof ChangePasswordInputSchema>>({
    resolver: zodResolver(ChangePasswordInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');
  const formError = useFormError();

  const newPasswordError = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (!newPassword) return t('auth.password.errors.required');
    return error.type === 'too_big' ? t('auth.password.errors.tooLong') : t('auth.password.errors.tooShort');
  };

  const submit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      // The new access token is stored by the mutation itself (api/change-password.ts).
      await changePassword(values).unwrap();
      form.reset();
      toast.success(t('auth.account.changePassword.done'));
    } catch (caught) {
      const failure = readApiFailure(caught);
      if (failure.kind === 'failed') {
        formError.show(t('common.errorGeneric'));
        return;
      }
      const onCurrent =
        failure.code === 'INVALID_CREDENTIALS' ? failure.message : fieldMessage(failure, 'currentPassword');
      const onNew = newPasswordMessage(failure, 'newPassword');
      if (onCurrent) form.setError('currentPassword', { type: 'server', message: onCurrent }, { shouldFocus: true });
      else if (onNew) form.setError('newPassword', { type: 'server', message: onNew }, { shouldFocus: true });
      else formError.show(failure.message);
    }
  });

  return (
    <section aria-labelledby="change-password-title" className="flex flex-col gap-3">
      <h3 id="change-password-title" className="text-lg font-bold text-ink-900">
        {t('auth.account.changePassword.title')}
      </h3>
      <p className="text-sm text-ink-700">{t('auth.account.changePassword.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormError error={formError.error} />
        <Field
          label={t('auth.account.changePassword.current')}
          error={
            errors.currentPassword
              ? errors.currentPassword.type === 'server'
                ? errors.currentPassword.message
                : t('auth.account.changePassword.currentRequired')
              : undefined
          }
          required
        >
          {(field) => (
            <PasswordInput {...field} autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </Field>
        <Field
          label={t('auth.account.changePassword.new')}
          hint={t('auth.account.changePassword.hint')}
          error={newPasswordError(errors.newPassword)}
          required
        >
          {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('newPassword')} />}
        </Field>
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('auth.account.changePassword.submit')}
        </Button>
      </form>
    </section>
  );
}
