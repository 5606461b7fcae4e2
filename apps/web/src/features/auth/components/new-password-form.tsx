import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { z } from 'zod';
import { NewPasswordSchema } from '@app/shared';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/inputs';
import { PasswordChecklist } from './password-checklist';

export const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'mismatch' });
type FormInput = z.input<typeof NewPasswordFormSchema>;

type NewPasswordFormProps = {
  submitLabel: string;
  /** Saves the password; resolves to a message for the password field when the server refuses it. */
  onSubmit: (password: string) => Promise<string | undefined>;
  before?: ReactNode;
};

/** Password + confirmation with show/hide and a live checklist (create-password and reset). */
export function NewPasswordForm({ submitLabel, onSubmit, before }: NewPasswordFormProps) {
  const { t } = useTranslation(authMessages);
  const form = useForm<FormInput, unknown, z.output<typeof NewPasswordFormSchema>>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');
  const confirm = form.watch('confirm');

  const passwordError = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (!password) return t('auth.password.errors.required');
    return error.type === 'too_big' ? t('auth.password.errors.tooLong') : t('auth.password.errors.tooShort');
  };

  const submit = form.handleSubmit(async (values) => {
    const refused = await onSubmit(values.password);
    if (refused) {
      form.setError('password', { type: 'server', message: refused }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {before}
      <Field label={t('auth.password.new')} error={passwordError(errors.password)} required>
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" {...form.register('password', { deps: ['confirm'] })} />
        )}
      </Field>
      <Field
        label={t('auth.password.confirm')}
        error={errors.confirm ? t('auth.password.errors.mismatch') : undefined}
        required
      >
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('confirm')} />}
      </Field>
      <PasswordChecklist password={password} confirm={confirm} />
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
