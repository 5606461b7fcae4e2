import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffSetupStartResponse } from '@app/shared/console';
import { useTranslation } from '../../../lib/i18n';
import { consoleMessages } from '../../../locales/console';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput, TextInput } from '../../../components/ui/inputs';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffSetupFinishMutation, useStaffSetupStartMutation } from '../shell/console-api';

/**
 * The token travels in the link's fragment (never sent to a server, so never in a log). Read while rendering (a
 * render may be thrown away and done again, so reading changes nothing), then taken off the address once shown.
 */
function tokenFromAddress(): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

type Errors = Partial<Record<'password' | 'confirm' | 'code', string>>;

/**
 * /admin/setup#token=…: the one-time link from `npm run staff:create`. Shows the authenticator QR code (and the key
 * to type in), then asks for a password and the first code, which proves the app is set up.
 */
export function StaffSetupPage() {
  const { t } = useTranslation(consoleMessages);
  useDocumentTitle(t('console.setup.title'));
  const [token] = useState(tokenFromAddress);
  const [start, started] = useStaffSetupStartMutation();
  const [finish, finishing] = useStaffSetupFinishMutation();
  const [setup, setSetup] = useState<StaffSetupStartResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : t('console.setup.noToken'));
  const [done, setDone] = useState(false);
  const [values, setValues] = useState({ password: '', confirm: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const asked = useRef(false);

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    start({ token })
      .unwrap()
      .then(setSetup)
      .catch((caught: unknown) => {
        const reason = readApiFailure(caught);
        setFailure(reason.kind === 'rejected' ? reason.message : t('console.setup.linkGone'));
      });
  }, [start, t, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (values.password !== values.confirm) next.confirm = t('console.setup.mismatch');
    if (!/^\d{6}$/.test(values.code.trim())) next.code = t('console.setup.code');
    setErrors(next);
    if (Object.keys(next).length || !token) return;
    try {
      await finish({ token, password: values.password, code: values.code.trim() }).unwrap();
      setDone(true);
    } catch (caught) {
      const reason = readApiFailure(caught);
      if (reason.kind !== 'rejected') {
        setFailure(t('common.errorGeneric'));
        return;
      }
      if (reason.code === 'CODE_INVALID') setErrors({ code: reason.message });
      else if (reason.code === 'NOT_FOUND') setFailure(reason.message);
      else setErrors({ password: reason.message });
    }
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-8">
      <div className="mx-auto flex max-w-xl flex-col gap-5 rounded-lg bg-surface p-6 shadow-sm">
        <h1 className="font-display text-2xl text-ink-900">{t('console.setup.title')}</h1>
        <p className="text-ink-700">{t('console.setup.intro')}</p>
        {done ? (
          <div className="flex flex-col gap-4" role="status">
            <p className="font-semibold text-success-600">{t('console.setup.done')}</p>
            <Link to="/login" className={buttonClasses('primary')}>
              {t('console.setup.signIn')}
            </Link>
          </div>
        ) : failure ? (
          <p role="alert" className="font-semibold text-danger-600">
            {failure}
          </p>
        ) : !setup || started.isLoading ? (
          <Spinner label={t('console.setup.loading')} />
        ) : (
          <>
            <p className="text-sm text-ink-700">
              {t('console.setup.account', { email: setup.email, role: setup.role })}
            </p>
            <section className="flex flex-col gap-3">
              <p className="text-ink-900">{t('console.setup.scan')}</p>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt={t('console.setup.qrAlt')}
                width={220}
                height={220}
                className="self-center rounded border border-ink-500/15 bg-white"
              />
              <p className="text-sm text-ink-700">{t('console.setup.manual')}</p>
              <code className="select-all break-all rounded bg-ink-500/10 px-2 py-1 font-mono text-sm text-ink-900">
                {setup.secret}
              </code>
            </section>
            <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
              <p className="text-ink-900">{t('console.setup.choose')}</p>
              <Field label={t('console.setup.password')} hint={t('console.setup.passwordHint')} error={errors.password}>
                {(props) => <PasswordInput {...props} autoComplete="new-password" {...field('password')} />}
              </Field>
              <Field label={t('console.setup.confirm')} error={errors.confirm}>
                {(props) => <PasswordInput {...props} autoComplete="new-password" {...field('confirm')} />}
              </Field>
              <Field label={t('console.setup.code')} error={errors.code}>
                {(props) => (
                  <TextInput
                    {...props}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    {...field('code')}
                  />
                )}
              </Field>
              <Button type="submit" loading={finishing.isLoading}>
                {t('console.setup.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
