import { useMemo } from 'react';
// Subpath: the lists without zod or the phone number library.
import { HEIGHT_OPTIONS, heightParts } from '@app/shared/profile/options';
import type { Option } from '../components/ui/inputs';
import type uiEnglish from '../locales/en/ui.json';
import { uiMessages } from '../locales/ui';
import { useTranslation, type Translator } from './i18n';

export type HeightFormat = {
  /** "5 ft 6 in" (Hindi "5 फ़ुट 6 इंच"). */
  imperial: (cm: number) => string;
  /** "5 ft 6 in (168 cm)" (Hindi "5 फ़ुट 6 इंच (168 सेमी)"). */
  full: (cm: number) => string;
  /** The forms' heights (`HEIGHT_OPTIONS`), labelled in full; the values stay centimetres. */
  options: Option[];
};

/**
 * Heights worded in `t`'s language from the catalogue (`ui.height`). English is word for word the shared
 * `formatHeight`/`formatHeightImperial` the server and the lists' labels use (lib/height.test.ts).
 */
export function heightFormat(t: Translator<typeof uiEnglish>['t']): HeightFormat {
  const imperial = (cm: number) => {
    const { feet, inches } = heightParts(cm);
    return inches ? t('ui.height.feetInches', { feet, inches }) : t('ui.height.feet', { feet });
  };
  const full = (cm: number) => t('ui.height.withCm', { imperial: imperial(cm), cm });
  return {
    imperial,
    full,
    options: HEIGHT_OPTIONS.map((option) => ({ value: String(option.value), label: full(option.value) })),
  };
}

/** `{ imperial(cm), full(cm), options }`: heights in the language shown (issue 30). */
export function useHeightFormat(): HeightFormat {
  const { t } = useTranslation(uiMessages);
  return useMemo(() => heightFormat(t), [t]);
}
