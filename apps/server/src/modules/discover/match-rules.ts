import { ageOn, EDUCATION_LEVELS, type MustHaveKey, type PartnerPreferences } from '@app/shared/profile';
import type { Selectable } from 'kysely';
import type { MatchReasonCode } from '@app/shared/discover';
import type { MatchProfilesTable } from '../../db/schema';
import type { FieldVisibility } from '../privacy/index';
import { gunaMilanForPair, MAX_SCORE, moonFromId, pairGender } from '../horoscope/index';

/**
 * The matcher's rules as pure functions (ADR 008): who may be shown to whom (each side's must-haves), how well two
 * members fit (the score) and why (the reasons). The SQL in matching.repository.ts applies the same must-have rules
 * to the match table; the integration tests check every result against `fitsMustHaves` here.
 */

/**
 * One member as the match table holds them (`match_profiles`, written by match-profile.ts), with the stored
 * preferences read back as an object. `educationRank` is the index in EDUCATION_LEVELS (higher is more).
 */
/** The match-table columns the rules and the score read (the `must_*` and `pref_*` columns serve the SQL only). */
export const MATCH_MEMBER_COLUMNS = [
  'userId',
  'gender',
  'birthDate',
  'heightCm',
  'maritalStatus',
  'hasChildren',
  'religion',
  'community',
  'motherTongue',
  'diet',
  'smoking',
  'drinking',
  'qualification',
  'educationRank',
  'occupation',
  'incomeMin',
  'country',
  'state',
  'interests',
  'completeness',
  'lastActiveAt',
  'horoscopeMoon',
] as const satisfies ReadonlyArray<keyof MatchProfilesTable>;

/** One member as the pure rules read them: those columns and the member's own partner preferences. */
export type MatchMember = Pick<Selectable<MatchProfilesTable>, (typeof MATCH_MEMBER_COLUMNS)[number]> & {
  preferences: PartnerPreferences;
};

export const AUSTRALIA = 'AU';

export function educationRank(level: string | null | undefined): number | null {
  const index = level ? (EDUCATION_LEVELS as readonly string[]).indexOf(level) : -1;
  return index < 0 ? null : index;
}

const inList = (list: readonly string[], value: string | null) => value !== null && list.includes(value);

/**
 * The Guna Milan score of two members (of 36), read as docs/horoscope.md "Bride and groom" says; null unless both
 * opted in with a certain Moon (`horoscopeMoon`). The same from either side.
 */
export function pairGunas(
  a: Pick<MatchMember, 'gender' | 'horoscopeMoon'>,
  b: Pick<MatchMember, 'gender' | 'horoscopeMoon'>,
): number | null {
  if (a.horoscopeMoon === null || b.horoscopeMoon === null) return null;
  return gunaMilanForPair(
    { moon: moonFromId(a.horoscopeMoon), gender: pairGender(a.gender) },
    { moon: moonFromId(b.horoscopeMoon), gender: pairGender(b.gender) },
  ).score;
}

/**
 * Whether `candidate` satisfies one preference of `seeker`. Unknown values never satisfy a preference: a member
 * who has not said whether they smoke is not shown to someone who insists on "never smokes".
 */
export function satisfies(
  preferences: PartnerPreferences,
  key: MustHaveKey,
  candidate: MatchMember,
  seeker?: Pick<MatchMember, 'gender' | 'horoscopeMoon'>,
): boolean {
  switch (key) {
    case 'minGunas': {
      // It waits while the seeker has no Moon of their own (matching turned off, or an unknown time left it open),
      // as the match row's `must_min_gunas` does; otherwise a member without a Moon never passes.
      if (seeker?.horoscopeMoon === null) return true;
      const score = seeker ? pairGunas(seeker, candidate) : null;
      return score !== null && preferences.minGunas !== null && score >= preferences.minGunas;
    }
    case 'heightRange': {
      if (candidate.heightCm === null) return false;
      const { heightMinCm: min, heightMaxCm: max } = preferences;
      return (min === null || candidate.heightCm >= min) && (max === null || candidate.heightCm <= max);
    }
    case 'maritalStatuses':
      return inList(preferences.maritalStatuses, candidate.maritalStatus);
    case 'religions':
      return inList(preferences.religions, candidate.religion);
    case 'communities':
      return inList(preferences.communities, candidate.community);
    case 'motherTongues':
      return inList(preferences.motherTongues, candidate.motherTongue);
    case 'countries':
      return inList(preferences.countries, candidate.country);
    case 'educationLevel': {
      const wanted = educationRank(preferences.educationLevel);
      return wanted !== null && candidate.educationRank !== null && candidate.educationRank >= wanted;
    }
    case 'diets':
      return inList(preferences.diets, candidate.diet);
    case 'smoking':
      return inList(preferences.smoking, candidate.smoking);
    case 'drinking':
      return inList(preferences.drinking, candidate.drinking);
    case 'livingInAustralia':
      if (candidate.country === null) return false;
      return preferences.livingInAustralia === 'Yes'
        ? candidate.country === AUSTRALIA
        : candidate.country !== AUSTRALIA;
  }
}

/**
 * The preferences a member stated (chose something) — the ones the score and the reasons look at. `minGunas` is not
 * among them: it narrows as a must-have only, and the score itself is a reason of its own (`horoscopeMatch`).
 */
export function statedPreferences(preferences: PartnerPreferences): MustHaveKey[] {
  const stated: MustHaveKey[] = [];
  if (preferences.heightMinCm !== null || preferences.heightMaxCm !== null) stated.push('heightRange');
  if (preferences.maritalStatuses.length) stated.push('maritalStatuses');
  if (preferences.religions.length) stated.push('religions');
  if (preferences.communities.length) stated.push('communities');
  if (preferences.motherTongues.length) stated.push('motherTongues');
  if (preferences.countries.length) stated.push('countries');
  if (preferences.educationLevel !== null) stated.push('educationLevel');
  if (preferences.diets.length) stated.push('diets');
  if (preferences.smoking.length) stated.push('smoking');
  if (preferences.drinking.length) stated.push('drinking');
  if (preferences.livingInAustralia === 'Yes' || preferences.livingInAustralia === 'No') {
    stated.push('livingInAustralia');
  }
  return stated;
}

/** Gender sought and the age range (always), and every preference marked must-have: `candidate` fits `seeker`. */
export function fitsMustHaves(seeker: MatchMember, candidate: MatchMember, today: Date): boolean {
  const { preferences } = seeker;
  if (!(preferences.genderSought as readonly string[]).includes(candidate.gender)) return false;
  const age = ageOn(candidate.birthDate, today);
  if (age < preferences.ageMin || age > preferences.ageMax) return false;
  return preferences.mustHave.every((key) => satisfies(preferences, key, candidate, seeker));
}

/** Both ways: what discover requires of every member it shows. */
export function isMutualMatch(viewer: MatchMember, candidate: MatchMember, today: Date): boolean {
  return (
    viewer.userId !== candidate.userId &&
    fitsMustHaves(viewer, candidate, today) &&
    fitsMustHaves(candidate, viewer, today)
  );
}

/** What a search asks of the candidate beyond the viewer's preferences (the lists and ranges `isMutualMatch` skips). */
export type CandidateFilters = {
  heightMin?: number;
  heightMax?: number;
  religion?: readonly string[];
  community?: readonly string[];
  motherTongue?: readonly string[];
  maritalStatus?: readonly string[];
  diet?: readonly string[];
  smoking?: readonly string[];
  country?: readonly string[];
};

/** Must-have lists and the search filter on the same field. */
const LIST_PAIRS = [
  ['religions', 'religion'],
  ['communities', 'community'],
  ['motherTongues', 'motherTongue'],
  ['maritalStatuses', 'maritalStatus'],
  ['diets', 'diet'],
  ['smoking', 'smoking'],
  ['countries', 'country'],
] as const;

/**
 * True when no one at all can pass the viewer's own conditions: two must-haves, or a must-have and a filter, exclude
 * each other (must live in Australia, and must live in India; a must-have of Sikh and a search for Hindu). The
 * database would otherwise read every candidate of the right age to find none.
 */
export function cannotMatchAnyone(preferences: PartnerPreferences, filters: CandidateFilters): boolean {
  const must = new Set(preferences.mustHave);
  const allowed = (mustKey: (typeof LIST_PAIRS)[number][0], filterKey: (typeof LIST_PAIRS)[number][1]) => {
    let values: readonly string[] | null = must.has(mustKey) ? preferences[mustKey] : null;
    const filter = filters[filterKey];
    if (filter?.length) values = values ? values.filter((value) => filter.includes(value)) : filter;
    return values;
  };
  for (const [mustKey, filterKey] of LIST_PAIRS) {
    if (allowed(mustKey, filterKey)?.length === 0) return true;
  }
  if (must.has('livingInAustralia')) {
    const countries = allowed('countries', 'country');
    if (countries && preferences.livingInAustralia === 'Yes' && !countries.includes(AUSTRALIA)) return true;
    if (countries && preferences.livingInAustralia === 'No' && countries.every((code) => code === AUSTRALIA)) {
      return true;
    }
  }
  const mustHeight = must.has('heightRange');
  const lowest = Math.max(mustHeight ? (preferences.heightMinCm ?? 0) : 0, filters.heightMin ?? 0);
  const highest = Math.min(mustHeight ? (preferences.heightMaxCm ?? 999) : 999, filters.heightMax ?? 999);
  return lowest > highest;
}

// ---- the score -----------------------------------------------------------------------------------------------

/**
 * What a reason rests on, so a card never gives a reason drawn from a field the viewer may not see: `basic` is on
 * every card (age, marital status, interests, activity); the others follow the profile view's field visibility.
 */
export type ReasonBasis =
  | 'basic'
  | 'religion'
  | 'religious_background'
  | 'personal_background'
  | 'location_background'
  | 'education_and_financial';

/**
 * One reason: its English text (the card's `matchReasons`, for older clients) and the same as a code and values
 * (`matchReasonCodes`, worded by the web in the language shown).
 */
export type MatchReason = {
  text: string;
  code: MatchReasonCode;
  params: Record<string, string | number>;
  weight: number;
  basis: ReasonBasis;
};

export type MatchScore = {
  /** 0–100. */
  score: number;
  /** Every reason found, strongest first; the card shows the top three the viewer may see. */
  reasons: MatchReason[];
};

export const SCORE_WEIGHTS = {
  /** How many of the viewer's stated preferences the candidate meets. */
  fitsViewer: 35,
  /** How many of the candidate's stated preferences the viewer meets. */
  fitsCandidate: 25,
  /** Shared interests, full at three. */
  interests: 15,
  /** The candidate's profile completeness. */
  completeness: 10,
  /** How recently the candidate was active. */
  activity: 15,
} as const;

const DAY_MS = 86_400_000;

/** 1 when active today, falling to 0 after three months. */
export function activityFactor(lastActiveAt: Date, now: Date): number {
  const days = (now.getTime() - lastActiveAt.getTime()) / DAY_MS;
  if (days <= 1) return 1;
  if (days <= 7) return 0.8;
  if (days <= 30) return 0.5;
  if (days <= 90) return 0.25;
  return 0;
}

/** Share of `seeker`'s stated preferences that `candidate` meets (1 when nothing is stated: nothing fails). */
export function preferenceFit(seeker: PartnerPreferences, candidate: MatchMember): { met: number; stated: number } {
  const stated = statedPreferences(seeker);
  return { met: stated.filter((key) => satisfies(seeker, key, candidate)).length, stated: stated.length };
}

export function sharedInterests(a: MatchMember, b: MatchMember): string[] {
  const theirs = new Set(b.interests);
  return a.interests.filter((interest) => theirs.has(interest));
}

type Pronouns = { possessive: string; subject: string };
function pronouns(gender: string): Pronouns {
  if (gender === 'Woman') return { possessive: 'her', subject: 'she' };
  if (gender === 'Man') return { possessive: 'his', subject: 'he' };
  return { possessive: 'their', subject: 'they' };
}

const lower = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

/** A reason: its English text and its code with the values the web words it with. */
const reason = (
  code: MatchReasonCode,
  text: string,
  weight: number,
  basis: ReasonBasis,
  params: Record<string, string | number> = {},
): MatchReason => ({ text, code, params, weight, basis });

/** The reason a met preference gives, in the viewer's words. */
function preferenceReason(key: MustHaveKey, viewer: MatchMember, candidate: MatchMember): MatchReason {
  const must = viewer.preferences.mustHave.includes(key);
  const weight = must ? 6 : 5;
  const religion = candidate.religion ?? '';
  const community = candidate.community ?? '';
  const motherTongue = candidate.motherTongue ?? '';
  const diet = candidate.diet ?? '';
  switch (key) {
    case 'heightRange':
      return reason('heightRange', 'Within your height range', weight, 'personal_background');
    case 'maritalStatuses': {
      const maritalStatus = candidate.maritalStatus ?? '';
      return reason('maritalStatusPreferred', `${maritalStatus}, as you prefer`, weight - 1, 'basic', {
        maritalStatus,
      });
    }
    case 'religions':
      return candidate.religion === viewer.religion
        ? reason('sameReligion', `Both ${religion}`, weight + 2, 'religion', { religion })
        : reason('religionPreferred', `${religion}, as you prefer`, weight, 'religion', { religion });
    case 'communities':
      return candidate.community === viewer.community
        ? reason('sameCommunity', `Both ${community}`, weight + 2, 'religious_background', { community })
        : reason('communityPreferred', `${community} community, as you prefer`, weight, 'religious_background', {
            community,
          });
    case 'motherTongues':
      return candidate.motherTongue === viewer.motherTongue
        ? reason('sameMotherTongue', `Both speak ${motherTongue}`, weight + 1, 'religious_background', {
            motherTongue,
          })
        : reason('motherTonguePreferred', `Speaks ${motherTongue}, as you prefer`, weight, 'religious_background', {
            motherTongue,
          });
    case 'countries':
    case 'livingInAustralia':
      return reason('livesWherePreferred', 'Lives where you prefer', weight - 1, 'location_background');
    case 'educationLevel':
      return reason('educationPreferred', 'Education as you prefer', weight, 'education_and_financial');
    case 'diets':
      return candidate.diet === viewer.diet
        ? reason('sameDiet', `Both ${lower(diet)}`, weight + 2, 'personal_background', { diet })
        : reason('dietPreferred', `${diet}, as you prefer`, weight, 'personal_background', { diet });
    case 'smoking': {
      const smoking = candidate.smoking ?? '';
      return reason('smokingPreferred', `${smoking}, as you prefer`, weight - 1, 'personal_background', { smoking });
    }
    case 'drinking': {
      const drinking = candidate.drinking ?? '';
      return reason('drinkingPreferred', `${drinking}, as you prefer`, weight - 1, 'personal_background', {
        drinking,
      });
    }
    case 'minGunas':
      // Never stated as a ranked preference (statedPreferences); the score is its own reason (scoreMatch).
      throw new Error('minGunas is not a ranked preference');
  }
}

/**
 * How well `candidate` and `viewer` fit each other, 0–100, and why, from the viewer's side. Assumes the two are a
 * mutual match (the must-haves are met); the score ranks, it does not decide who is shown.
 */
export function scoreMatch(
  viewer: MatchMember,
  candidate: MatchMember,
  now: Date,
  options: { reasons?: boolean } = {},
): MatchScore {
  const forViewer = preferenceFit(viewer.preferences, candidate);
  const forCandidate = preferenceFit(candidate.preferences, viewer);
  const shared = sharedInterests(viewer, candidate);
  const activity = activityFactor(candidate.lastActiveAt, now);
  const ratio = ({ met, stated }: { met: number; stated: number }) => (stated === 0 ? 1 : met / stated);
  const raw =
    SCORE_WEIGHTS.fitsViewer * ratio(forViewer) +
    SCORE_WEIGHTS.fitsCandidate * ratio(forCandidate) +
    SCORE_WEIGHTS.interests * Math.min(shared.length / 3, 1) +
    SCORE_WEIGHTS.completeness * (Math.min(100, Math.max(0, candidate.completeness)) / 100) +
    SCORE_WEIGHTS.activity * activity;
  const score = Math.max(0, Math.min(100, Math.round(raw)));
  // Ranking a pool needs the score only; the reasons are worked out for the cards shown.
  if (options.reasons === false) return { score, reasons: [] };

  const reasons: MatchReason[] = [];
  const they = pronouns(candidate.gender);
  for (const key of statedPreferences(viewer.preferences)) {
    if (satisfies(viewer.preferences, key, candidate)) reasons.push(preferenceReason(key, viewer, candidate));
  }
  // Alike without either asking: still worth saying.
  const asked = new Set(statedPreferences(viewer.preferences));
  if (!asked.has('diets') && candidate.diet !== null && candidate.diet === viewer.diet) {
    reasons.push(
      reason('sameDiet', `Both ${lower(candidate.diet)}`, 4, 'personal_background', { diet: candidate.diet }),
    );
  }
  if (!asked.has('religions') && candidate.religion !== null && candidate.religion === viewer.religion) {
    reasons.push(reason('sameReligion', `Both ${candidate.religion}`, 4, 'religion', { religion: candidate.religion }));
  }
  if (
    !asked.has('motherTongues') &&
    candidate.motherTongue !== null &&
    candidate.motherTongue === viewer.motherTongue
  ) {
    reasons.push(
      reason('sameMotherTongue', `Both speak ${candidate.motherTongue}`, 4, 'religious_background', {
        motherTongue: candidate.motherTongue,
      }),
    );
  }
  if (shared.length === 1) {
    const interest = shared[0] ?? '';
    reasons.push(reason('sharedInterest', `Shares your interest in ${lower(interest)}`, 5, 'basic', { interest }));
  } else if (shared.length > 1) {
    reasons.push(
      reason('sharedInterests', `Shares ${shared.length} interests`, 5 + Math.min(shared.length, 4), 'basic', {
        count: shared.length,
      }),
    );
  }
  if (forCandidate.stated > 0 && forCandidate.met === forCandidate.stated) {
    reasons.push(reason('meetsAllTheirs', `You meet all of ${they.possessive} preferences`, 7, 'basic'));
  } else if (forCandidate.stated > 0 && forCandidate.met > 0) {
    reasons.push(
      reason(
        'meetsSomeOfTheirs',
        `You meet ${forCandidate.met} of ${they.possessive} ${forCandidate.stated} preferences`,
        3,
        'basic',
        { met: forCandidate.met, stated: forCandidate.stated },
      ),
    );
  }
  // Both opted in with a certain Moon: the score, as the profile shows it to anyone who may see the profile.
  const gunas = pairGunas(viewer, candidate);
  if (gunas !== null) {
    reasons.push(
      reason('horoscopeMatch', `Horoscope match: ${gunas} of ${MAX_SCORE}`, 6, 'basic', {
        score: gunas,
        max: MAX_SCORE,
      }),
    );
  }
  reasons.push(reason('withinTheirAgeRange', `Within ${they.possessive} age range`, 2, 'basic'));
  if (activity === 1) reasons.push(reason('activeToday', 'Active today', 3, 'basic'));
  else if (activity >= 0.8) reasons.push(reason('activeThisWeek', 'Active this week', 2, 'basic'));
  if (candidate.completeness >= 90) reasons.push(reason('completeProfile', 'Complete profile', 1, 'basic'));

  // Stable: equal weights keep the order they were found in.
  reasons.sort((a, b) => b.weight - a.weight);
  return { score, reasons };
}

export const REASONS_ON_CARD = 3;

/** The same score with the reason `code`, when it has one, first (the others keep their order). */
export function reasonFirst(scored: MatchScore, code: MatchReasonCode): MatchScore {
  const first = scored.reasons.findIndex((found) => found.code === code);
  if (first <= 0) return scored;
  const reasons = [...scored.reasons];
  const [lead] = reasons.splice(first, 1);
  return { ...scored, reasons: [lead!, ...reasons] };
}

/** The reasons the viewer may be given, strongest first, at most three. */
export function visibleReasons(reasons: readonly MatchReason[], fields: FieldVisibility): MatchReason[] {
  return reasons
    .filter((found) => {
      if (found.basis === 'basic') return true;
      if (found.basis === 'religion') return fields.religion;
      return fields.sections[found.basis];
    })
    .slice(0, REASONS_ON_CARD);
}

// ---- best-match order ----------------------------------------------------------------------------------------

/** Scores within one band (0–9, 10–19, … 90–99, 100) count as equally good when paid members are lifted. */
export const SCORE_BAND_WIDTH = 10;

export const scoreBand = (score: number) => Math.floor(score / SCORE_BAND_WIDTH);

/**
 * One member of a ranked pool: the score, the member's search priority from their plan (`searchPriorityOf`: 0
 * Standard, 1 Premium, 2 Exclusive) and their place in activity order.
 */
export type RankedEntry = { score: number; priority: number; activityOrder: number };

/**
 * Best-match order: by score band, highest first; within a band, the plan's search priority ("appear first in
 * searches": Exclusive, then Premium, then Standard); then the score itself; then recent activity. A paid member
 * never passes a better band, so relevance stays first and a plan buys a place among equally good matches only.
 */
export function compareRanked(a: RankedEntry, b: RankedEntry): number {
  return (
    scoreBand(b.score) - scoreBand(a.score) ||
    b.priority - a.priority ||
    b.score - a.score ||
    a.activityOrder - b.activityOrder
  );
}

/**
 * Which places of a best-match order (the scores, in `compareRanked` order) the plan priority decided: a member
 * placed ahead of someone with a higher score in the same band. Within a band the order is priority, then score, so
 * a higher score further down can only be a lower priority; the scores alone tell it. These cards are labelled.
 */
export function placedByPlan(rankedScores: readonly number[]): boolean[] {
  const placed = new Array<boolean>(rankedScores.length).fill(false);
  let band = Number.NaN;
  let bestBelow = -1;
  for (let index = rankedScores.length - 1; index >= 0; index -= 1) {
    const score = rankedScores[index] as number;
    if (scoreBand(score) !== band) {
      band = scoreBand(score);
      bestBelow = -1;
    }
    placed[index] = bestBelow > score;
    bestBelow = Math.max(bestBelow, score);
  }
  return placed;
}
