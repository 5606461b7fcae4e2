import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { FormError, useFormError } from '../../../components/ui/form-error';
import type { z } from 'zod';
import { ForgotPasswordInputSchema } from '@app/shared';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/inputs';
import { useAppDispatch } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthShell } from '../components/auth-shell';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { writePendingEmail } from '../lib/signup-storage';

/** /forgot-password: asks for the e-mail, the server sends a reset code, then /verify-otp. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(authMessages);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [forgotPassword] = useForgotPasswordMutation();
  const form = useForm<z.input<typeof ForgotPasswordInputSchema>, unknown, z.output<typeof ForgotPasswordInputSchema>>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const formError = useFormError();

  const submit = form.handleSubmit(async ({ email }) => {
    formError.clear();
    try {
      const result = await forgotPassword({ email }).unwrap();
      dispatch(sessionActions.setActivationToken(result.activationToken));
      writePendingEmail(email);
      toast.success(t('auth.forgotPassword.sent', { email }));
      void navigate('/verify-otp');
    } catch (caught) {
      const failure = readApiFailure(caught);
      if (failure.kind === 'failed') {
        formError.show(t('common.errorGeneric'));
        return;
      }
      const onEmail = fieldMessage(failure, 'email');
      if (onEmail) form.setError('email', { type: 'server', message: onEmail }, { shouldFocus: true });
      else formError.show(failure.message);
    }
  });

  return (
    <AuthShell title={t('auth.forgotPassword.title')} intro={t('auth.forgotPassword.intro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormError error={formError.error} />
        <Field label={t('auth.forgotPassword.email')} error={errors.email?.message} required>
          {(field) => (
            <TextInput {...field} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          )}
        </Field>
        <Button type="submit" loading={isSubmitting}>
          {t('auth.forgotPassword.submit')}
        </Button>
        <Link to="/login" className="self-center text-sm font-semibold text-accent-700 underline">
          {t('auth.forgotPassword.backToLogin')}
        </Link>
      </form>
    </AuthShell>
  );
}
