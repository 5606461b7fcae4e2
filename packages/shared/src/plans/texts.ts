import { fillPlaceholders } from '../i18n/index';
import { STANDARD_REQUESTS_PER_MONTH } from './entitlements';
import type { PlanId } from './catalogue';

/**
 * The launch wording of each plan row (its `description` and the pricing card's `featureList`), each text under a
 * stable id. The server seeds the plan rows from the English here (`reference-plans.ts`: the API keeps the reference
 * product's `description` and `featureList` fields); the web words the same ids in the reader's language
 * (`plans.descriptions.<plan>`, `plans.lines.<id>` in apps/web/src/locales/<lang>/plans.json) while a row still says
 * this English, and shows a text an operator wrote as written. A web test holds its English to this.
 *
 * `{{placeholders}}` are filled from `values` (numbers of the entitlement table), never typed into the text.
 */
export type PlanText = { id: string; en: string; values?: Record<string, number> };

export const PLAN_DESCRIPTIONS: Readonly<Record<PlanId, PlanText>> = {
  standard: {
    id: 'standard',
    en: 'A simple start: build your profile, search, and send a few connection requests each month.',
  },
  premium: {
    id: 'premium',
    en: 'Full profiles and photos of Standard and Premium members, unlimited requests, chat and calls.',
  },
  exclusive: {
    id: 'exclusive',
    en: 'Everything, with every member: Exclusive profiles, first place among similar matches and longer calls.',
  },
};

const line = (id: string, en: string, values?: Record<string, number>): PlanText =>
  values ? { id, en, values } : { id, en };

export const PLAN_FEATURE_LINES: Readonly<Record<PlanId, readonly PlanText[]>> = {
  standard: [
    line('profile-with-photos', 'Create a profile with photos'),
    line('search-with-filters', 'Search and browse profiles, with advanced filters'),
    line('monthly-requests-standard-premium', '{{count}} connection requests a month to Standard and Premium members', {
      count: STANDARD_REQUESTS_PER_MONTH,
    }),
    line('viewer-count', 'See how many members viewed your profile'),
    line('favourites', 'Keep a list of favourites'),
  ],
  premium: [
    line('full-profiles-standard-premium', 'View the full profiles and photos of Standard and Premium members'),
    line('unlimited-requests-standard-premium', 'Unlimited connection requests to Standard and Premium members'),
    line('contact-details', 'Ask connections for their phone number and e-mail'),
    line('viewer-list', 'See who viewed your profile'),
    line(
      'best-match-ahead',
      'In Best match, shown ahead of Standard members with a similar score (the same ten-point band)',
    ),
  ],
  exclusive: [
    line('full-profiles-all', 'View every full profile and photo, Exclusive members included'),
    line('connect-all', 'Connect with any member, Exclusive members included'),
    line('contact-details', 'Ask connections for their phone number and e-mail'),
    line('viewer-list', 'See who viewed your profile'),
    line('best-match-first', 'In Best match, shown first among members with a similar score (the same ten-point band)'),
    line('exclusive-badge', 'An Exclusive badge on your profile card'),
    line('verification', 'Identity and occupation verification'),
  ],
};

/** A plan text in English, its placeholders filled: what the server seeds and the API sends. */
export function planTextEnglish(text: PlanText): string {
  return fillPlaceholders(text.en, text.values);
}

/** Every launch text by its English: the web finds a row's text here to word it in the reader's language. */
export function planTextsByEnglish(): Map<string, { kind: 'description' | 'line'; text: PlanText }> {
  const found = new Map<string, { kind: 'description' | 'line'; text: PlanText }>();
  for (const text of Object.values(PLAN_DESCRIPTIONS)) found.set(planTextEnglish(text), { kind: 'description', text });
  for (const lines of Object.values(PLAN_FEATURE_LINES)) {
    for (const text of lines) found.set(planTextEnglish(text), { kind: 'line', text });
  }
  return found;
}
