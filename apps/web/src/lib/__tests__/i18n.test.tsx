import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNamespace, initI18n, setLanguage, storedLanguage, useTranslation } from '../i18n';
import { hasMessage, withMarkup } from '../i18n-markup';

const sample = defineNamespace({
  en: {
    probe: {
      greeting: 'Hello {{name}}, welcome to {{ siteName }}.',
      photos_one: '{{count}} photo',
      photos_other: '{{count}} photos',
      plain: 'Nothing to fill in',
      legal: 'Read the <terms>Terms</terms> and the <privacy>Privacy Policy</privacy> of {{siteName}}.',
    },
  },
});

describe('i18n', () => {
  it('gives the shell text without asking for a namespace', () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.language).toBe('en');
    expect(result.current.t('site.nav.login')).toBe('Login');
  });

  it('fills {{placeholders}}, with or without spaces, and leaves unknown ones as written', () => {
    const { result } = renderHook(() => useTranslation(sample));
    expect(result.current.t('probe.greeting', { name: 'Asha', siteName: 'Example' })).toBe(
      'Hello Asha, welcome to Example.',
    );
    expect(result.current.t('probe.greeting', { name: 'Asha' })).toBe('Hello Asha, welcome to {{ siteName }}.');
    expect(result.current.t('probe.plain')).toBe('Nothing to fill in');
  });

  it('picks the plural form from a numeric count (Australian English rules)', () => {
    const { result } = renderHook(() => useTranslation(sample));
    expect(result.current.t('probe.photos', { count: 1 })).toBe('1 photo');
    expect(result.current.t('probe.photos', { count: 0 })).toBe('0 photos');
    expect(result.current.t('probe.photos', { count: 5 })).toBe('5 photos');
  });

  it('adds a namespace the first time a component asks for it', () => {
    const other = defineNamespace({ en: { lateProbe: { title: 'Loaded with its code' } } });
    expect(hasMessage('lateProbe.title')).toBe(false);
    const { result } = renderHook(() => useTranslation(other));
    expect(result.current.t('lateProbe.title')).toBe('Loaded with its code');
    expect(hasMessage('lateProbe.title')).toBe(true);
    expect(hasMessage('probe.photos', sample)).toBe(true);
    expect(hasMessage('probe.absent', sample)).toBe(false);
  });

  it('puts components around marked-up words, keeping the whole sentence in the catalogue', () => {
    function Legal() {
      const { t } = useTranslation(sample);
      return (
        <p>
          {withMarkup(
            t('probe.legal', { siteName: 'Example' }),
            // The message supplies each link's text.
            // eslint-disable-next-line jsx-a11y/anchor-has-content
            { terms: <a href="/terms-conditions" />, privacy: <a href="/privacy-policy" /> },
          )}
        </p>
      );
    }
    render(<Legal />);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText(/^Read the/).textContent).toBe('Read the Terms and the Privacy Policy of Example.');
  });

  it('shows the key (and reports it in development) for a message the catalogue lacks', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const { result } = renderHook(() => useTranslation());
      expect(result.current.t('site.nav.nope' as 'site.nav.login')).toBe('site.nav.nope');
    } finally {
      console.error = original;
    }
    expect(errors).toEqual(['Missing message "site.nav.nope" (en)']);
  });
});

describe('i18n: other languages (ADR 018)', () => {
  const greeting = defineNamespace({
    en: { langProbe: { hello: 'Hello {{name}}', onlyEnglish: 'Not translated yet' } },
    hi: () => Promise.resolve({ default: { langProbe: { hello: 'नमस्ते {{name}}' } } }),
  });

  afterEach(async () => {
    await setLanguage('en');
  });

  it('loads the shell and every namespace asked for so far before it shows the language', async () => {
    const { result } = renderHook(() => useTranslation(greeting));
    expect(result.current.t('langProbe.hello', { name: 'Asha' })).toBe('Hello Asha');
    await act(() => setLanguage('hi'));
    expect(result.current.language).toBe('hi');
    expect(result.current.t('langProbe.hello', { name: 'Asha' })).toBe('नमस्ते Asha');
    // The shell's own text, and English for a message the language does not have.
    expect(result.current.t('site.nav.login')).not.toBe('Login');
    expect(result.current.t('langProbe.onlyEnglish')).toBe('Not translated yet');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('language')).toBe('hi');
  });

  it('suspends a component whose namespace has not arrived in the language yet, then shows it in that language', async () => {
    await setLanguage('pa');
    let arrive: (messages: { default: { lateLang: { title: string } } }) => void = () => undefined;
    const late = defineNamespace({
      en: { lateLang: { title: 'Your matches' } },
      pa: () => new Promise((resolve) => (arrive = resolve)),
    });
    function Title() {
      const { t } = useTranslation(late);
      return <h1>{t('lateLang.title')}</h1>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Title />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: { lateLang: { title: 'ਤੁਹਾਡੇ ਰਿਸ਼ਤੇ' } } }));
    expect(await screen.findByRole('heading', { name: 'ਤੁਹਾਡੇ ਰਿਸ਼ਤੇ' })).toBeInTheDocument();
  });

  it('keeps the language shown when a file cannot be loaded, and tries again next time', async () => {
    let attempts = 0;
    const flaky = defineNamespace({
      en: { flakyLang: { title: 'Title' } },
      hi: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ default: { flakyLang: { title: 'शीर्षक' } } });
      },
    });
    const { result } = renderHook(() => useTranslation(flaky));
    await expect(setLanguage('hi')).rejects.toThrow('offline');
    expect(result.current.language).toBe('en');
    await act(() => setLanguage('hi'));
    expect(result.current.t('flakyLang.title')).toBe('शीर्षक');
  });

  it('chooses at once only a language whose shell has loaded; anything else is English until set', async () => {
    await setLanguage('pa');
    await setLanguage('en');
    expect(storedLanguage()).toBe('en');
    expect(initI18n('pa')).toBe('pa');
    expect(initI18n('xx')).toBe('en');
  });
});
