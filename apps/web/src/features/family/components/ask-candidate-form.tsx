import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FamilyCandidateBody, FamilyCandidateBodySchema } from '@app/shared/family';
import { FAMILY_INVITATION_DAYS } from '@app/shared/family/constants';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { deferredZodResolver, onRulesUnavailable, preloadWhenUsed } from '../../../lib/forms/deferred-resolver';
import { Select, TextInput } from '../../../components/ui/inputs';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useAskCandidateMutation } from '../api/family-api';
import { cardClasses, FAMILY_RELATIONS, showEmailRelationRefusal, useFamilyDates } from './family-text';

type Output = z.output<typeof FamilyCandidateBodySchema>;

// The shared schema, with zod, downloads when the form is first used (lib/family-rules.ts).
const resolver = deferredZodResolver<FamilyCandidateBody, Output>(
  async () => (await import('../lib/family-rules')).FamilyCandidateBodySchema,
);

/**
 * "Ask Anjali to confirm", for the relative who made a profile while its candidate has not confirmed it (ADR 017
 * point 8): the candidate's e-mail and how the relative is related to them (POST family/candidate). The candidate is
 * e-mailed a link to read the profile and confirm or decline it; until then nobody sees it. It can be sent again (to
 * the same address or a corrected one): the earlier link then stops working. The checks are the API's own schema; the
 * server's refusals that name a field go on it, the others at the top of the form.
 */
export function AskCandidateForm({ name }: { name: string }) {
  const { t } = useTranslation(familyMessages);
  const format = useFamilyDates();
  const titleId = useId();
  const [ask] = useAskCandidateMutation();
  const [sent, setSent] = useState<{ email: string; expiresAt: string } | null>(null);
  const formError = useFormError();
  const form = useForm<FamilyCandidateBody, unknown, Output>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', relation: '' as FamilyCandidateBody['relation'] },
  });
  const { errors, isSubmitting } = form.formState;
  const messageFor = (field: 'email' | 'relation') => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`family.candidate.errors.${field}`);
  };

  const submit = form.handleSubmit(
    async (values) => {
      formError.clear();
      try {
        const { data } = await ask(values).unwrap();
        setSent(data);
        toast.success(t('family.candidate.sent', { email: data.email }));
      } catch (caught) {
        showEmailRelationRefusal(caught, form, formError, t('family.candidate.failed'));
      }
    },
    onRulesUnavailable(formError.show, t('family.candidate.failed')),
  );

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('family.candidate.title', { name })}
      </h2>
      <p className="text-ink-700">{t('family.candidate.intro', { name })}</p>
      <p className="text-sm text-ink-700">{t('family.candidate.days', { days: FAMILY_INVITATION_DAYS })}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        {...preloadWhenUsed(resolver)}
        className="flex flex-col gap-4"
      >
        <FormError error={formError.error} />
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('family.candidate.email', { name })} error={messageFor('email')} required>
            {(field) => (
              <TextInput
                {...field}
                type="email"
                autoComplete="off"
                inputMode="email"
                spellCheck={false}
                {...form.register('email')}
              />
            )}
          </Field>
          <Field
            label={t('family.candidate.relation', { name })}
            hint={t('family.candidate.relationHint', { name })}
            error={messageFor('relation')}
            required
          >
            {(field) => (
              <Select
                {...field}
                placeholder={t('family.candidate.relationPlaceholder')}
                options={FAMILY_RELATIONS.map((relation) => ({
                  value: relation,
                  label: t(`family.relation.${relation}`),
                }))}
                {...form.register('relation')}
              />
            )}
          </Field>
        </div>
        {sent ? (
          <p role="status" className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-ink-900">
            {t('family.candidate.sentStatus', { email: sent.email, date: format(sent.expiresAt), name })}
          </p>
        ) : null}
        <Button type="submit" loading={isSubmitting} className="self-stretch sm:self-start">
          {sent ? t('family.candidate.again') : t('family.candidate.submit', { name })}
        </Button>
      </form>
    </section>
  );
}
