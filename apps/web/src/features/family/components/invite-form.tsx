import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { FamilyInviteBody, FamilyInviteBodySchema, FamilyRight } from '@app/shared/family';
import { FAMILY_INVITATION_DAYS } from '@app/shared/family/constants';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { deferredZodResolver, onRulesUnavailable, preloadWhenUsed } from '../../../lib/forms/deferred-resolver';
import { Checkbox, Select, TextInput } from '../../../components/ui/inputs';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useInviteFamilyMutation } from '../api/family-api';
import {
  cardClasses,
  FAMILY_RELATIONS,
  FAMILY_RIGHTS,
  isRight,
  showEmailRelationRefusal,
  switchRight,
} from './family-text';

type Output = z.output<typeof FamilyInviteBodySchema>;

// The shared schema, with zod, downloads when the form is first used (lib/family-rules.ts).
const resolver = deferredZodResolver<FamilyInviteBody, Output>(
  async () => (await import('../lib/family-rules')).FamilyInviteBodySchema,
);

/**
 * "Invite someone": their e-mail, how they are related, and what they may do (each right with a line saying what it
 * means), with what they can never do said plainly. The checks are the API's own schema; the server's refusals that
 * name a field go on it, the others at the top of the form. A toast confirms the invitation went.
 */
export function InviteForm() {
  const { t } = useTranslation(familyMessages);
  const titleId = useId();
  const rightsId = useId();
  const [invite] = useInviteFamilyMutation();
  const formError = useFormError();
  const form = useForm<FamilyInviteBody, unknown, Output>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', relation: '' as FamilyInviteBody['relation'], rights: [] },
  });
  // Edit comes with Browse (switchRight): when one tick changes, the other follows at once.
  const lastRights = useRef<FamilyRight[]>([]);
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      const now = (values.rights ?? []).filter(isRight);
      if (name !== 'rights') {
        // A reset (after sending) starts the ticks afresh.
        if (name === undefined) lastRights.current = now;
        return;
      }
      const before = lastRights.current;
      const added = now.find((right) => !before.includes(right));
      const removed = before.find((right) => !now.includes(right));
      const next = added ? switchRight(now, added, true) : removed ? switchRight(now, removed, false) : now;
      lastRights.current = next;
      if (next.length !== now.length) form.setValue('rights', next);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const { errors, isSubmitting } = form.formState;
  const messageFor = (field: 'email' | 'relation') => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`family.invite.errors.${field}`);
  };

  const submit = form.handleSubmit(
    async (values) => {
      formError.clear();
      try {
        await invite(values).unwrap();
        form.reset();
        toast.success(t('family.invite.sent', { email: values.email }));
      } catch (caught) {
        showEmailRelationRefusal(caught, form, formError, t('family.accept.failed'));
      }
    },
    onRulesUnavailable(formError.show, t('family.accept.failed')),
  );

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('family.invite.title')}
      </h2>
      <p className="text-ink-700">{t('family.invite.intro', { days: FAMILY_INVITATION_DAYS })}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        {...preloadWhenUsed(resolver)}
        className="flex flex-col gap-4"
      >
        <FormError error={formError.error} />
        <Field label={t('family.invite.email')} error={messageFor('email')} required>
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
        <Field label={t('family.invite.relation')} error={messageFor('relation')} required>
          {(field) => (
            <Select
              {...field}
              placeholder={t('family.invite.relationPlaceholder')}
              options={FAMILY_RELATIONS.map((relation) => ({
                value: relation,
                label: t(`family.relation.${relation}`),
              }))}
              {...form.register('relation')}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-3" aria-describedby={`${rightsId}-hint`}>
          <legend className="mb-1 text-sm font-semibold text-ink-900">{t('family.invite.rights')}</legend>
          <p id={`${rightsId}-hint`} className="text-sm text-ink-500">
            {t('family.invite.rightsHint')}
          </p>
          {FAMILY_RIGHTS.map((right) => (
            <Checkbox
              key={right}
              value={right}
              label={
                <>
                  <span className="block font-semibold text-ink-900">{t(`family.right.${right}.label`)}</span>
                  <span className="block">{t(`family.right.${right}.hint`)}</span>
                </>
              }
              {...form.register('rights')}
            />
          ))}
        </fieldset>
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-ink-900">{t('family.never')}</p>
        <Button type="submit" loading={isSubmitting} className="self-stretch sm:self-start">
          {t('family.invite.submit')}
        </Button>
      </form>
    </section>
  );
}
