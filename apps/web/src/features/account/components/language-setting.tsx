import { useEffect, useId, useState } from 'react';
import { LANGUAGE_CODES } from '@app/shared/i18n';
import { type Language, useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { useChooseLanguage } from '../../../lib/language-settings';
import { toast } from '../../../lib/toast';
import { settingsMessages } from '../../../locales/settings';

/**
 * The account's language (`PATCH user/settings`): the words of every page, e-mail and push the member gets. Each
 * language is named in its own script, so a reader finds theirs whatever the page is in now.
 */
export function LanguageSetting() {
  const { t, language } = useTranslation(settingsMessages);
  const choose = useChooseLanguage();
  const [saving, setSaving] = useState<Language | null>(null);
  // Said once the page speaks the new language, in it.
  const [saved, setSaved] = useState<Language | null>(null);
  useEffect(() => {
    if (saved === null || saved !== language) return;
    toast.success(t('settings.language.saved', { language: LANGUAGES[saved].label }));
    setSaved(null);
  }, [saved, language, t]);
  const titleId = useId();
  const introId = useId();

  const change = async (next: Language) => {
    setSaving(next);
    try {
      await choose(next);
      setSaved(next);
    } catch {
      toast.error(t('settings.language.failed'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <fieldset
      aria-labelledby={titleId}
      aria-describedby={introId}
      aria-busy={saving !== null}
      className="flex flex-col gap-3"
    >
      <legend id={titleId} className="text-lg font-bold text-ink-900">
        {t('settings.language.title')}
      </legend>
      <p id={introId} className="text-ink-700">
        {t('settings.language.intro')}
      </p>
      <div className="flex flex-wrap gap-2">
        {LANGUAGE_CODES.map((code) => (
          <label
            key={code}
            lang={LANGUAGES[code].htmlLang}
            // Each language is named in itself, whatever the page's language: never translated.
            translate="no"
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-500/30 px-4 py-2 font-semibold text-ink-900 has-checked:border-accent-700 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-700"
          >
            <input
              type="radio"
              name="language"
              value={code}
              checked={(saving ?? language) === code}
              disabled={saving !== null}
              onChange={() => void change(code)}
              className="size-4 accent-accent-700"
            />
            {LANGUAGES[code].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
