import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_CODES } from '@app/shared/i18n';
import { pathInLanguage, routeOfPath } from '@app/shared/addresses';
import { cn } from '../../../components/ui/cn';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { setLanguage, type Language, useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { selectHasAnyToken } from '../../../lib/session/session-slice';
import { toast } from '../../../lib/toast';
import { settingsMessages } from '../../../locales/settings';

/**
 * The language flag of the navigation bar, and the way to choose a language: the flag (which names the language) and
 * the language's short name, over the browser's own list (the easiest on a phone, read out by every screen reader). The site shows itself in
 * the language once its words have arrived, and a public page moves to its address in it (`/mission` ↔ `/hi/mission`);
 * a signed-in member's choice is kept on the account too (issue 30).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useTranslation(settingsMessages);
  const signedIn = useAppSelector(selectHasAnyToken);
  const dispatch = useAppDispatch();
  const active = LANGUAGES[language];
  const flagId = useId();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const choose = async (next: Language) => {
    try {
      await setLanguage(next);
      // A public page has an address in each language: it moves to the one in the language chosen.
      const address = pathInLanguage(routeOfPath(pathname).route, next);
      if (address !== pathname) void navigate(`${address}${search}${hash}`);
      if (signedIn)
        await import('../../../lib/language-settings').then(({ keepLanguage }) => keepLanguage(dispatch, next));
    } catch {
      toast.error(t('settings.language.loadFailed'));
    }
  };

  return (
    <label className={cn('relative inline-flex shrink-0 items-center gap-1.5', className)}>
      <img
        id={flagId}
        src={active.flag}
        alt={t('site.nav.languageFlag', { language: active.label })}
        width={32}
        height={22}
        className="h-[22px] w-8 rounded-sm object-cover ring-1 ring-black/10"
      />
      {/* Each language is named in itself, in every language (not catalogue text: never translated). */}
      <span aria-hidden="true" translate="no" className="text-sm font-semibold">
        {active.short}
      </span>
      <select
        aria-labelledby={flagId}
        value={language}
        onChange={(event) => void choose(event.target.value as Language)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={LANGUAGES[code].htmlLang} translate="no">
            {LANGUAGES[code].label}
          </option>
        ))}
      </select>
    </label>
  );
}
