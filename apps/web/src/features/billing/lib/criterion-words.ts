import { useCallback } from 'react';
import type { ExclusiveCriterionParams } from '@app/shared/plans';
import { useTranslation, type Language, type MessageValues } from '../../../lib/i18n';
import { hasMessage } from '../../../lib/i18n-markup';
import { listFormat } from '../../../lib/intl';
import { LANGUAGES } from '../../../lib/language-names';
import { formatAudDollars } from '../../../lib/money';
import { optionLabel } from '../../../lib/option-labels';
import { billingMessages } from '../../../locales/billing';
import { optionsMessages } from '../../../locales/options';

/**
 * An Exclusive criterion's result as the server sends it (checkExclusiveEligibility's `details`, and the NOT_ELIGIBLE
 * refusal's): `reason` and `params` say which sentence it is and what it names; `title` and `message` are the same
 * in English. `reason` and `params` are optional here: a refusal's body is read as it comes.
 */
export type CriterionResult = {
  id: string;
  title: string;
  satisfied: boolean;
  message: string;
  reason?: string;
  params?: ExclusiveCriterionParams;
};

export type CriterionWords = { title: string; sentence: string };

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;

/**
 * Words a criterion's result in the language shown (ADR 018): `billing.eligibility.criteria.<id>.title` and
 * `billing.eligibility.criteria.<id>.<reason>`, its params written for the language: the income threshold grouped as
 * the language groups numbers ("AU$1,00,000" in Hindi), the education level and the income band by the option lists'
 * labels (`options.educationLevel`, `options.income`), the unfinished profile sections as a list, counted for the
 * plural. A criterion or reason this build does not know, or params missing a value its sentence names, shows the
 * server's English `title` and `message`. English reads as the server's English (a server test holds the two).
 */
export function useCriterionWords(): (criterion: CriterionResult) => CriterionWords {
  const { t, language } = useTranslation(billingMessages, optionsMessages);
  // The keys are built from what the server sent and checked with `hasMessage` before use.
  const tKey = t as (key: string, values?: MessageValues) => string;
  return useCallback(
    (criterion: CriterionResult) => {
      const base = `billing.eligibility.criteria.${criterion.id}`;
      const title = hasMessage(`${base}.title`, billingMessages) ? tKey(`${base}.title`) : criterion.title;
      const key = criterion.reason ? `${base}.${criterion.reason}` : undefined;
      const worded =
        key && hasMessage(key, billingMessages) ? tKey(key, valuesOf(criterion.params, language, tKey)) : '';
      return { title, sentence: worded && !PLACEHOLDER.test(worded) ? worded : criterion.message };
    },
    [language, tKey],
  );
}

/** The sentence's placeholders, each param written as `language` writes it. */
function valuesOf(
  params: ExclusiveCriterionParams | undefined,
  language: Language,
  t: (key: string) => string,
): MessageValues {
  if (!params) return {};
  const locale = LANGUAGES[language].htmlLang;
  const { sections, minIncomeAud, incomeBand, education } = params;
  return {
    minAge: params.minAge,
    minAgeWoman: params.minAgeWoman,
    minAgeMan: params.minAgeMan,
    minIncomeAud: typeof minIncomeAud === 'number' ? formatAudDollars(minIncomeAud, locale) : undefined,
    incomeBand: incomeBand ? optionLabel(language, 'income', incomeBand) : undefined,
    // Mid-sentence ("a bachelor's degree or higher"): English writes the label in lower case; Devanagari and
    // Gurmukhi have no case.
    education: education ? optionLabel(language, 'educationLevel', education).toLocaleLowerCase(locale) : undefined,
    // Joined by commas, not "and": the sections' own names have "and" in them ("education and career").
    ...(Array.isArray(sections)
      ? {
          sections: listFormat(locale, { type: 'unit', style: 'short' }).format(
            sections.map((section) => t(`billing.eligibility.sections.${section}`)),
          ),
          count: sections.length,
        }
      : {}),
  };
}
