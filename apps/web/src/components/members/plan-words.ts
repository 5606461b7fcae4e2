import { USER_TYPES, type UserType } from '@app/shared/constants';
import type { MessagingLine } from '@app/shared/plans/messaging';
import { planTextsByEnglish } from '@app/shared/plans/texts';
import { useTranslation } from '../../lib/i18n';
import { useTierNames } from '../../lib/tier-names';
import { listFormat } from '../../lib/intl';
import { LANGUAGES } from '../../lib/language-names';
import { planMessages } from '../../locales/plans';

/** The launch texts by their English (built once, on the first plan page). */
let launchTexts: ReturnType<typeof planTextsByEnglish> | undefined;

/**
 * The plans in the reader's language (docs/translating.md, "Plans"): tier names in the reader's script, and the plan
 * rows' launch description and card lines (`@app/shared/plans/texts`) by their id. A row's text is found by its
 * English: while it still says the launch text it is worded from `plans.json`; a text an operator wrote (`npm run
 * plans`, the console) is shown as written, like a member's own words.
 */
export function usePlanWords() {
  const { t, language } = useTranslation(planMessages);
  const locale = LANGUAGES[language].htmlLang;
  const { name: tierName, list: tiers } = useTierNames();
  const rowText = (text: string) => {
    launchTexts ??= planTextsByEnglish();
    const found = launchTexts.get(text);
    if (!found) return text;
    const key = found.kind === 'description' ? `plans.descriptions.${found.text.id}` : `plans.lines.${found.text.id}`;
    return t(key as Parameters<typeof t>[0], found.text.values);
  };
  return {
    language,
    tierName,
    /**
     * A plan row's (or a purchase's) name: a tier's name ("Premium") in the reader's script, a name an operator gave
     * the plan as written.
     */
    planName: (plan: { planName: string }) =>
      (USER_TYPES as readonly string[]).includes(plan.planName) ? tierName(plan.planName as UserType) : plan.planName,
    description: rowText,
    featureLine: rowText,
    messagingLine: ({ sense }: MessagingLine) => {
      switch (sense.id) {
        case 'calls':
          return sense.shorter.length
            ? t('plans.messaging.callsWithShorter', {
                count: sense.minutes,
                shorter: listFormat(locale, { type: 'conjunction' }).format(
                  sense.shorter.map((limit) =>
                    t('plans.messaging.shorterLimit', { minutes: limit.minutes, tier: tierName(limit.tier) }),
                  ),
                ),
              })
            : t('plans.messaging.calls', { count: sense.minutes });
        case 'missing':
          return t(`plans.messaging.missing.${sense.missing.join('-')}` as Parameters<typeof t>[0], {
            tiers: tiers(sense.tiers),
          });
        case 'cannot-answer':
          return t(`plans.messaging.cannotAnswer.${sense.cannot.join('-')}` as Parameters<typeof t>[0], {
            tiers: tiers(sense.tiers),
          });
        default:
          return t(`plans.messaging.${sense.id}`);
      }
    },
  };
}
