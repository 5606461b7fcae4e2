import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminPlan, UpdatePlanInput } from '@app/shared/console/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Checkbox, TextArea, TextInput } from '../../../components/ui/inputs';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { centsOf, formatAud } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useAdminPlansQuery, useUpdatePlanMutation } from './api';
import { moneyMessages } from './messages';

type FieldName = 'price' | 'featureList' | 'active' | 'highlighted' | 'planName' | 'description';
type Errors = Partial<Record<FieldName | 'reason' | 'form', string>>;
const FIELDS: readonly string[] = ['price', 'featureList', 'active', 'highlighted', 'planName', 'description'];

type Draft = { price: string; features: string; active: boolean; highlighted: boolean };

const draftOf = (plan: AdminPlan): Draft => ({
  price: plan.price,
  features: plan.featureList.join('\n'),
  active: plan.active,
  highlighted: plan.highlighted,
});

const featureLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the form changed, as `admin-plans/update` takes it (the server checks the values, as the CLI does). */
function changesOf(plan: AdminPlan, draft: Draft): Omit<UpdatePlanInput, 'planId' | 'reason'> {
  const changes: Omit<UpdatePlanInput, 'planId' | 'reason'> = {};
  if (draft.price.trim() !== plan.price) changes.price = draft.price.trim();
  const features = featureLines(draft.features);
  if (features.join('\n') !== plan.featureList.join('\n')) changes.featureList = features;
  if (draft.active !== plan.active) changes.active = draft.active;
  if (draft.highlighted !== plan.highlighted) changes.highlighted = draft.highlighted;
  return changes;
}

function PlanEditor({ plan }: { plan: AdminPlan }) {
  const { t, language } = useTranslation(moneyMessages);
  const locale = LANGUAGES[language].htmlLang;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [errors, setErrors] = useState<Errors>({});
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [updatePlan, { isLoading }] = useUpdatePlanMutation();

  // A saved change (or another admin's, on reload) becomes the form's starting point.
  useEffect(() => setDraft(draftOf(plan)), [plan]);
  useEffect(() => {
    if (focusInvalid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const cents = centsOf(draft.price);
  const priceHint =
    plan.tier === 'Standard'
      ? t('plans.priceHintFree')
      : t('plans.priceHint', { gst: cents === null ? '—' : formatAud(Math.round(cents / 11), locale) });
  const changes = changesOf(plan, draft);

  const askReason = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (Object.keys(changes).length === 0) {
      setNote(t('plans.noChange'));
      return;
    }
    setNote(null);
    setConfirming(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updatePlan({ planId: plan.id, ...changes, reason }).unwrap();
      toast.success(t('plans.saved', { name: `${plan.planName} ${t(`plans.periods.${plan.planType}`)}` }));
      setConfirming(false);
      setReason('');
      setErrors({});
    } catch (error) {
      const failure = readApiFailure(error);
      if (failure.kind === 'failed') {
        setErrors({ form: t('plans.failed') });
        setConfirming(false);
        return;
      }
      const found: Errors = {};
      for (const item of Array.isArray(failure.data.errors) ? (failure.data.errors as unknown[]) : []) {
        const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
        if (typeof path !== 'string' || typeof message !== 'string') continue;
        const head = path.split('.')[0] ?? path;
        if (head === 'reason' || FIELDS.includes(head)) found[head as FieldName | 'reason'] ??= message;
      }
      if (found.reason) {
        // The reason is in the dialog: stay there.
        setErrors({ reason: found.reason });
        return;
      }
      setConfirming(false);
      const onForm = Object.keys(found).length > 0;
      setErrors(onForm ? { ...found, form: t('plans.checkFields') } : { form: failure.message });
      if (onForm) setFocusInvalid((count) => count + 1);
    }
  };

  const title = `${plan.planName} ${t(`plans.periods.${plan.planType}`)}`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-ink-500/15 bg-surface p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        <p className="text-sm text-ink-700">
          {plan.id} · {formatAud(plan.priceCents, locale)} · {plan.active ? t('plans.onSale') : t('plans.offSale')}
        </p>
      </div>
      <form ref={formRef} onSubmit={askReason} noValidate className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Field label={t('plans.price')} hint={priceHint} error={errors.price}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="decimal"
                value={draft.price}
                onChange={(event) => setDraft((value) => ({ ...value, price: event.target.value }))}
              />
            )}
          </Field>
          <Checkbox
            id={`${headingId}-active`}
            label={t('plans.active')}
            checked={draft.active}
            error={errors.active}
            onChange={(event) => setDraft((value) => ({ ...value, active: event.target.checked }))}
          />
          <Checkbox
            id={`${headingId}-highlighted`}
            label={t('plans.highlighted')}
            checked={draft.highlighted}
            error={errors.highlighted}
            onChange={(event) => setDraft((value) => ({ ...value, highlighted: event.target.checked }))}
          />
        </div>
        <Field label={t('plans.features')} hint={t('plans.featuresHint')} error={errors.featureList}>
          {(props) => (
            <TextArea
              {...props}
              rows={7}
              value={draft.features}
              onChange={(event) => setDraft((value) => ({ ...value, features: event.target.value }))}
            />
          )}
        </Field>
        <div className="flex flex-col gap-2 md:col-span-2">
          {errors.planName || errors.description ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {errors.planName ?? errors.description}
            </p>
          ) : null}
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {errors.form}
            </p>
          ) : null}
          {note ? (
            <p role="status" className="text-sm text-ink-700">
              {note}
            </p>
          ) : null}
          <div>
            <Button type="submit">{t('plans.save', { name: title })}</Button>
          </div>
        </div>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('plans.confirmTitle', { name: title })}
        description={t('plans.confirmDescription')}
      >
        <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
          <Field label={t('plans.reason')} error={errors.reason} required>
            {(props) => <TextArea {...props} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('plans.cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('plans.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

/**
 * /admin/plans (admins): every plan row, on sale or not, each with its own form (price in AUD with GST, the
 * features its pricing card lists, on sale, highlighted). Saving asks for a reason; the server applies the same
 * rules as `npm run plans` and its refusals appear by their fields.
 */
export function PlansAdminPage() {
  const { t } = useTranslation(moneyMessages);
  const headingId = useId();
  const { data, isError, refetch } = useAdminPlansQuery();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-ink-900">
          {t('plans.title')}
        </h1>
        <p className="max-w-prose text-sm text-ink-700">{t('plans.intro')}</p>
      </div>
      {data ? (
        data.plans.map((plan) => <PlanEditor key={plan.id} plan={plan} />)
      ) : isError ? (
        <LoadFailed message={t('plans.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <div role="status" aria-label={t('plans.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </section>
  );
}
