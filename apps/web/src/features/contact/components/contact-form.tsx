import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { withMarkup } from '../../../lib/i18n-markup';
import { contactMessages } from '../../../locales/contact';
import type { ContactMessage } from '@app/shared/contact';
import { COUNTRIES } from '@app/shared/contact/countries';
import { CONTACT_DEFAULTS, CONTACT_LIMITS, CONTACT_MESSAGES, type ContactFormValues } from '@app/shared/contact/form';
import { deferredResolver, preloadWhenUsed, SCHEMA_UNAVAILABLE } from '../../../lib/forms/deferred-resolver';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Select, TextArea, TextInput } from '../../../components/ui/inputs';
import { PhoneField } from '../../../components/ui/phone-field';
import { useBrand } from '../../../lib/brand';
import { useSendContactMessageMutation } from '../api/send-contact-message';

// The shared schema, with zod, downloads when the form is first used (lib/contact-rules.ts).
const resolver = deferredResolver<ContactFormValues, ContactMessage>(() =>
  import('../lib/contact-rules').then((rules) => rules.contactResolver),
);

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

type MessageKey = keyof typeof CONTACT_MESSAGES;
const MESSAGE_KEYS = new Map(
  Object.entries(CONTACT_MESSAGES).map(([key, text]) => [text as string, key as MessageKey]),
);

const FIELD_PATHS = new Set<string>(['firstName', 'lastName', 'email', 'country', 'message', 'privacyConsent']);

const linkClass = 'font-semibold text-accent-700 underline underline-offset-2';

type Problem = 'checkFields' | 'rateLimited' | 'failed';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The `errors: [{ path, message }]` of a 400 VALIDATION_FAILED body, if that is what came back. */
function serverFieldErrors(error: unknown): Array<{ path: string; message: string }> | null {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data) || !Array.isArray(error.data.errors))
    return null;
  return error.data.errors.filter(
    (item): item is { path: string; message: string } =>
      isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The message's first line when a member came from a Report link in chat (`?subject=report&member=…&memberId=…`):
 * whom the report is about, so the team can find them; the member writes what happened after it. Empty otherwise.
 */
function reportOpening(t: (key: 'contact.reportOpening', values: Record<string, string>) => string): string {
  if (typeof window === 'undefined') return '';
  const params = new URLSearchParams(window.location.search);
  const memberId = params.get('memberId') ?? '';
  const member = (params.get('member') ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 80);
  if (params.get('subject') !== 'report' || !UUID.test(memberId) || !member) return '';
  return `${t('contact.reportOpening', { member, memberId })}\n\n`;
}

/**
 * The /contact-us form. Validates with the same schema as the server, on submit and then as the visitor corrects
 * each field; whatever goes wrong (a field, the rate limit, the network), every value typed stays in place.
 */
export function ContactForm() {
  const { t } = useTranslation(contactMessages);
  const brand = useBrand();
  const id = useId();
  const [sendContactMessage] = useSendContactMessageMutation();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [invalidSubmits, setInvalidSubmits] = useState(0);

  const form = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // React Hook Form would focus fields in the order they registered, which is not the order on screen (the
    // consent box registers before the fields rendered by <Field>, and the phone field has no ref): we focus the
    // first field marked invalid in the form instead, once the errors are on screen.
    shouldFocusError: false,
    defaultValues: { ...CONTACT_DEFAULTS, message: reportOpening(t) },
  });
  const { errors, isSubmitting } = form.formState;
  const messageLength = form.watch('message').length;

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (problem && problem !== 'checkFields') problemRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (invalidSubmits) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmits]);

  /** Shared-schema messages are shown from the catalogue (translatable); anything else as the server wrote it. */
  const text = (message: string | undefined) => {
    if (!message) return undefined;
    const key = MESSAGE_KEYS.get(message);
    return key ? t(`contact.errors.${key}`) : message;
  };

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        await sendContactMessage(values).unwrap();
        setSent({ name: values.firstName, email: values.email });
      } catch (error) {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors?.length) {
          let shown = false;
          for (const item of fieldErrors) {
            const path = item.path.startsWith('phone') ? 'phone.number' : item.path;
            if (path === 'phone.number' || FIELD_PATHS.has(path)) {
              form.setError(path as FieldPath<ContactFormValues>, { type: 'server', message: item.message });
              shown = true;
            }
          }
          setProblem(shown ? 'checkFields' : 'failed');
          if (shown) setInvalidSubmits((count) => count + 1);
          return;
        }
        setProblem(isRecord(error) && error.status === 429 ? 'rateLimited' : 'failed');
      }
    },
    (invalid) => {
      // The rules could not be downloaded: nothing was sent, and no field is wrong.
      if (invalid.root?.type === SCHEMA_UNAVAILABLE) {
        setProblem('failed');
        return;
      }
      setProblem('checkFields');
      setInvalidSubmits((count) => count + 1);
    },
  );

  if (sent) {
    return (
      <section
        aria-labelledby={`${id}-sent`}
        className="flex flex-col gap-3 rounded-xl border border-accent-500/40 bg-accent-50 p-6"
      >
        <h2 id={`${id}-sent`} ref={confirmationRef} tabIndex={-1} className="text-xl font-bold text-ink-900">
          {t('contact.success.title', { name: sent.name })}
        </h2>
        <p role="status" className="text-ink-700">
          {t('contact.success.body', { email: sent.email })}
        </p>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(CONTACT_DEFAULTS);
              setSent(null);
            }}
          >
            {t('contact.success.another')}
          </Button>
        </div>
      </section>
    );
  }

  const phoneError = errors.phone?.number?.message ?? errors.phone?.countryCode?.message ?? errors.phone?.message;
  const consentId = `${id}-consent`;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      {...preloadWhenUsed(resolver)}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink-900">
        {t('contact.formTitle')}
      </h2>
      <p className="text-sm text-ink-700">{t('contact.intro')}</p>
      {problem ? (
        <div
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600"
        >
          {t(`contact.${problem}`, { email: brand.supportEmail })}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.fields.firstName')} error={text(errors.firstName?.message)} required>
          {(field) => <TextInput {...field} autoComplete="given-name" {...form.register('firstName')} />}
        </Field>
        <Field label={t('contact.fields.lastName')} error={text(errors.lastName?.message)} required>
          {(field) => <TextInput {...field} autoComplete="family-name" {...form.register('lastName')} />}
        </Field>
      </div>
      <Field label={t('contact.fields.email')} error={text(errors.email?.message)} required>
        {(field) => (
          <TextInput {...field} type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
        )}
      </Field>
      <Field label={t('contact.fields.country')} error={text(errors.country?.message)} required>
        {(field) => (
          <Select {...field} autoComplete="country" options={COUNTRY_OPTIONS} {...form.register('country')} />
        )}
      </Field>
      <div className="flex flex-col gap-1">
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              legend={t('contact.fields.phone')}
              name={`${id}-phone`}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={text(phoneError)}
              required
            />
          )}
        />
        <p className="text-sm text-ink-500">{t('contact.fields.phoneHint')}</p>
      </div>
      <Field
        label={t('contact.fields.message')}
        hint={t('contact.fields.messageHint', { count: messageLength, max: CONTACT_LIMITS.messageMax })}
        error={text(errors.message?.message)}
        required
      >
        {(field) => <TextArea {...field} rows={6} {...form.register('message')} />}
      </Field>
      <Checkbox
        id={consentId}
        {...form.register('privacyConsent')}
        error={text(errors.privacyConsent?.message)}
        label={withMarkup(t('contact.privacyConsent', { siteName: brand.siteName }), {
          // A new tab, so that reading the policy never costs the visitor what they typed. The message supplies
          // the link's text.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          privacy: <a href="/privacy-policy" target="_blank" rel="noopener noreferrer" className={linkClass} />,
        })}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
