import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { deferredZodResolver, onRulesUnavailable, preloadWhenUsed } from '../../../lib/forms/deferred-resolver';
import { TextInput } from '../../../components/ui/inputs';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useNameHelperMutation } from '../api/family-api';
import { cardClasses } from './family-text';

// The shared schema, with zod, downloads when the form is first used (lib/family-rules.ts).
const resolver = deferredZodResolver<{ name: string }, { name: string }>(
  async () => (await import('../lib/family-rules')).FamilyNameBodySchema,
);

/**
 * "Your name", for an account that only helps (ADR 017 point 9): the name the candidate and the family know it by,
 * shown beside every change, note, request and message it makes. Asked for while it has none (the family sees
 * "Member" until then); once given, shown with a way to change it (PUT family/name).
 */
export function HelperNameCard({ name }: { name: string | null }) {
  const { t } = useTranslation(familyMessages);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [save] = useNameHelperMutation();
  const formError = useFormError();
  const form = useForm<{ name: string }>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.name;
  const message = error
    ? error.type === 'server' && error.message
      ? error.message
      : t('family.helperName.required')
    : undefined;

  const submit = form.handleSubmit(
    async (values) => {
      formError.clear();
      try {
        const { data } = await save(values.name).unwrap();
        setEditing(false);
        form.reset({ name: data.name });
        toast.success(t('family.helperName.saved', { name: data.name }));
      } catch (caught) {
        const failure = readApiFailure(caught);
        const onName = failure.kind === 'rejected' ? fieldMessage(failure, 'name') : undefined;
        if (onName) form.setError('name', { type: 'server', message: onName }, { shouldFocus: true });
        else formError.show(failure.kind === 'rejected' ? failure.message : t('family.helperName.failed'));
      }
    },
    onRulesUnavailable(formError.show, t('family.helperName.failed')),
  );

  if (name && !editing) {
    return (
      <section aria-labelledby={titleId} className={cardClasses}>
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('family.helperName.title')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-700">{t('family.helperName.known', { name })}</p>
          <Button variant="secondary" className="self-start sm:self-auto" onClick={() => setEditing(true)}>
            {t('family.helperName.change')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {name ? t('family.helperName.title') : t('family.helperName.ask')}
      </h2>
      <p className="text-ink-700">{t('family.helperName.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        {...preloadWhenUsed(resolver)}
        className="flex flex-col gap-4"
      >
        <FormError error={formError.error} />
        <Field label={t('family.helperName.label')} hint={t('family.helperName.hint')} error={message} required>
          {(field) => <TextInput {...field} autoComplete="name" maxLength={60} {...form.register('name')} />}
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" loading={isSubmitting} className="self-stretch sm:self-start">
            {t('family.helperName.save')}
          </Button>
          {name ? (
            <Button
              variant="secondary"
              className="self-stretch sm:self-start"
              onClick={() => {
                form.reset({ name });
                formError.clear();
                setEditing(false);
              }}
            >
              {t('family.helperName.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
