import { useId, useState } from 'react';
import type { PublicProfile } from '@app/shared/profile';
import { useTranslation } from '../../../lib/i18n';
import { withMarkup } from '../../../lib/i18n-markup';
import { LANGUAGES } from '../../../lib/language-names';
import { profileMessages } from '../../../locales/profile';

type Basic = PublicProfile['basic_and_lifestyle'];

/**
 * A member's about text as another member reads it (issue 30 point 3). Free text is never machine-translated: the
 * member may have written it once more in a second language (`aboutSecond`, `aboutSecondLanguage`). The server sends
 * both to every viewer who may see the about text (its privacy presenter decides that, and nothing else); the page
 * shows first the one in the language it is shown in, which is the reader's choice here and now (the language flag,
 * a `/hi/…` address), not only their account's setting, and a button shows the other one. The second text carries its
 * `lang`, so a screen reader reads it in its language; the main text's language is not recorded and it has none.
 */
export function AboutText({ basic, name }: { basic: Basic; name: string }) {
  const { t, language } = useTranslation(profileMessages);
  const textId = useId();
  const [other, setOther] = useState(false);
  const second =
    basic.aboutSecond && basic.aboutSecondLanguage
      ? { text: basic.aboutSecond, language: LANGUAGES[basic.aboutSecondLanguage] }
      : null;
  if (!basic.about && !second) return null;
  // The member's own words: as written, never machine-translated (issue 30).
  if (!second)
    return (
      <p translate="no" className="whitespace-pre-line break-words text-ink-900">
        {basic.about}
      </p>
    );

  // The language's name is in its own script: marked as such inside the sentence.
  const inLanguage = { lang: <span lang={second.language.htmlLang} /> };
  const secondFirst = basic.aboutSecondLanguage === language;
  const showingSecond = secondFirst !== other;
  return (
    <div className="flex flex-col gap-2">
      {showingSecond ? (
        <div id={textId} className="flex flex-col gap-1">
          <p lang={second.language.htmlLang} translate="no" className="whitespace-pre-line break-words text-ink-900">
            {second.text}
          </p>
          <p className="text-sm text-ink-500">
            {withMarkup(t('profile.view.aboutWrittenIn', { name, language: second.language.label }), inLanguage)}
          </p>
        </div>
      ) : (
        <p id={textId} translate="no" className="whitespace-pre-line break-words text-ink-900">
          {basic.about}
        </p>
      )}
      <button
        type="button"
        aria-controls={textId}
        onClick={() => setOther((value) => !value)}
        className="min-h-11 self-start font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-600"
      >
        {showingSecond
          ? t('profile.view.aboutShowMain', { name })
          : withMarkup(t('profile.view.aboutReadIn', { language: second.language.label }), inLanguage)}
      </button>
    </div>
  );
}
