import type { Insertable, Selectable } from 'kysely';
import {
  INCOME_BANDS,
  PartnerPreferencesSchema,
  PREFERENCE_FIELDS,
  qualificationLevel,
  type PartnerPreferences,
} from '@app/shared/profile';
import type { MatchProfilesTable } from '../../db/schema';
import { seedPreferences } from '../preferences/index';
import { memberAge, presentMyDetails, profileCompletion } from '../profile/index';
import type { ProfileRow } from '../privacy/index';
import { readAnswersMany, type Db, type MemberAnswers } from '../profile/index';
import { storedManglik } from '../horoscope/index';
import { educationRank, type MatchMember } from './match-rules';
import {
  deleteMatchRows,
  listMatchAccounts,
  listPartnerPreferencesOf,
  listProfilesOf,
  upsertMatchRows,
} from './match-profile.repository';

/**
 * The match table's one writer (ADR 008). `refreshMatchProfiles` derives each member's row from the source tables
 * (users, profiles, questionnaire answers, partner preferences) and writes it, or deletes it when the member is not
 * discoverable. Every write of those inputs calls it in the same transaction (onboarding steps, My Details
 * sections, interests, preferences, photos, activity; suspension and hiding when they are written), so the table
 * never disagrees with its sources; `match-profile.int.test.ts` rebuilds it and compares.
 */

export type MatchRow = Selectable<MatchProfilesTable>;

export type MatchAccount = {
  id: string;
  isPersonalFormFilled: boolean;
  isQualificationFormFilled: boolean;
  isLocationFormFilled: boolean;
  isImageFormFilled: boolean;
  isOtherFormFilled: boolean;
  suspendedAt: Date | null;
  /** A profile a relative made that its candidate has not confirmed (ADR 017): never discoverable until then. */
  awaitingCandidateSince: Date | null;
  lastActiveAt: Date;
  createdAt: Date;
  usertype: 'Standard' | 'Premium' | 'Exclusive';
  /** When the site verified the member's identity (the search's "verified members only"); null until then. */
  verifiedAt: Date | null;
};

/** Written in slices of this many members (each row has about 40 parameters; PostgreSQL allows 65,535). */
const WRITE_SLICE = 1_000;

/**
 * Discoverable: every onboarding step saved, not suspended, not hidden, confirmed by its candidate (a profile a
 * relative made), gender and date of birth known.
 */
export function isDiscoverable(account: MatchAccount, profile: ProfileRow | null, answers: MemberAnswers): boolean {
  return (
    account.isPersonalFormFilled &&
    account.isQualificationFormFilled &&
    account.isLocationFormFilled &&
    account.isImageFormFilled &&
    account.isOtherFormFilled &&
    account.suspendedAt === null &&
    account.awaitingCandidateSince === null &&
    profile !== null &&
    !profile.hidden &&
    profile.dateOfBirth !== null &&
    answers.gender !== null
  );
}

/**
 * The Moon Guna Milan reads and the Manglik status, from the stored chart (docs/horoscope.md): null unless the member
 * opted in; the Moon only when it is certain (the profile's `horoscope_moon`), Manglik only with a known time.
 */
export function horoscopeMatchColumns(profile: ProfileRow): { horoscopeMoon: number | null; manglik: boolean | null } {
  if (!profile.horoscopeOptIn) return { horoscopeMoon: null, manglik: null };
  return { horoscopeMoon: profile.horoscopeMoon, manglik: storedManglik(profile.horoscopeChart) };
}

const nullIfEmpty = (list: readonly string[]) => (list.length ? [...list] : null);

/** The `must_*` columns: a preference's values when it is a must-have, else null (no condition). */
export function mustColumns(preferences: PartnerPreferences) {
  const must = new Set(preferences.mustHave);
  const when = <T>(key: (typeof preferences.mustHave)[number], value: T): T | null => (must.has(key) ? value : null);
  const heightMust = must.has('heightRange');
  return {
    mustHeightMin: heightMust ? (preferences.heightMinCm ?? 0) : null,
    mustHeightMax: heightMust ? (preferences.heightMaxCm ?? 999) : null,
    mustMaritalStatuses: when('maritalStatuses', nullIfEmpty(preferences.maritalStatuses)),
    mustReligions: when('religions', nullIfEmpty(preferences.religions)),
    mustCommunities: when('communities', nullIfEmpty(preferences.communities)),
    mustMotherTongues: when('motherTongues', nullIfEmpty(preferences.motherTongues)),
    mustCountries: when('countries', nullIfEmpty(preferences.countries)),
    mustEducationRank: when('educationLevel', educationRank(preferences.educationLevel)),
    mustDiets: when('diets', nullIfEmpty(preferences.diets)),
    mustSmoking: when('smoking', nullIfEmpty(preferences.smoking)),
    mustDrinking: when('drinking', nullIfEmpty(preferences.drinking)),
    mustLivingInAustralia: when(
      'livingInAustralia',
      preferences.livingInAustralia === 'Yes' ? true : preferences.livingInAustralia === 'No' ? false : null,
    ),
    mustMinGunas: when('minGunas', preferences.minGunas),
  };
}

/** The row for one discoverable member (pure; `now` dates the completeness and the row). */
export function buildMatchRow(input: {
  account: MatchAccount;
  profile: ProfileRow;
  answers: MemberAnswers;
  preferences: PartnerPreferences;
  now: Date;
}): Insertable<MatchProfilesTable> {
  const { account, profile, answers, preferences, now } = input;
  const details = presentMyDetails({
    record: { account: { ...account, verifiedAt: null }, profile, answers },
    photos: [],
    now,
  });
  const band = INCOME_BANDS.find((entry) => entry.value === profile.income);
  const horoscope = horoscopeMatchColumns(profile);
  return {
    userId: account.id,
    gender: answers.gender ?? '',
    birthDate: profile.dateOfBirth ?? '',
    heightCm: profile.heightCm,
    maritalStatus: profile.maritalStatus,
    hasChildren: profile.numberOfChildren === null ? null : profile.numberOfChildren > 0,
    religion: profile.religion,
    community: profile.community,
    motherTongue: profile.motherTongue,
    diet: profile.diet,
    smoking: profile.smokingHabit,
    drinking: profile.drinkingHabit,
    qualification: profile.qualification,
    educationRank: educationRank(qualificationLevel(profile.qualification)),
    occupation: profile.occupation,
    incomeMin: band?.min ?? null,
    country: profile.country,
    state: profile.state,
    interests: details.interest_and_hobbies,
    completeness: profileCompletion(details).percentage,
    seekGenders: [...preferences.genderSought],
    prefAgeMin: preferences.ageMin,
    prefAgeMax: preferences.ageMax,
    ...mustColumns(preferences),
    // A must-have score needs the member's own Moon: while they have none (they turned horoscope matching off, or an
    // unknown time left the Moon open) it waits, kept in their preferences, rather than leaving them no one to see.
    ...(horoscope.horoscopeMoon === null && { mustMinGunas: null }),
    preferences: JSON.stringify(preferences),
    lastActiveAt: account.lastActiveAt,
    joinedAt: account.createdAt,
    refreshedAt: now,
    verified: account.verifiedAt !== null,
    usertype: account.usertype,
    ...horoscope,
  };
}

/**
 * A stored row as the pure rules read it. The preferences were validated by the shared schema before this writer
 * stored them (`deriveMatchRows`), so they are read as they are (JSON text or already parsed): the matcher reads
 * hundreds of rows per request and a schema parse of each would cost more than the query.
 */
export function toMatchMember(row: Omit<MatchMember, 'preferences'> & { preferences: unknown }): MatchMember {
  const preferences = (
    typeof row.preferences === 'string' ? JSON.parse(row.preferences) : row.preferences
  ) as PartnerPreferences | null;
  if (!preferences || !Array.isArray(preferences.genderSought) || !Array.isArray(preferences.mustHave)) {
    throw new Error(`match_profiles.preferences of ${row.userId} is not a preferences object`);
  }
  return { ...row, preferences };
}

/** The rows the writer would store for these members now (discoverable ones only), from the source tables. */
export async function deriveMatchRows(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, Insertable<MatchProfilesTable>>> {
  const rows = new Map<string, Insertable<MatchProfilesTable>>();
  if (userIds.length === 0) return rows;
  const [accounts, profiles, answersOf, preferenceRows] = await Promise.all([
    listMatchAccounts(db, userIds),
    listProfilesOf(db, userIds),
    readAnswersMany(db, userIds),
    listPartnerPreferencesOf(db, userIds),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  const preferencesOf = new Map(preferenceRows.map((row) => [row.userId, row]));
  for (const account of accounts) {
    const profile = profileOf.get(account.id) ?? null;
    const answers = answersOf.get(account.id);
    if (!answers || !profile) continue;
    // Preferences are created on first use from the questionnaire (preferences.service); until then the matcher
    // reads the same seeded values the member will see when they open the card.
    const row = preferencesOf.get(account.id);
    const stored = PartnerPreferencesSchema.safeParse(
      row && Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, row[field]])),
    );
    const preferences = stored.success ? stored.data : seedPreferences(answers, memberAge(profile, answers, now));
    const match = matchRowFor({ account, profile, answers, preferences, now });
    if (match) rows.set(account.id, match);
  }
  return rows;
}

/**
 * The member's row when they are discoverable, else null: what `deriveMatchRows` decides for each member it reads,
 * for a caller that holds the sources in memory (the seed, which writes them in the same statement).
 */
export function matchRowFor(input: Parameters<typeof buildMatchRow>[0]): Insertable<MatchProfilesTable> | null {
  return isDiscoverable(input.account, input.profile, input.answers) ? buildMatchRow(input) : null;
}

/**
 * Brings the match rows of these members up to date: written for the discoverable, deleted for the rest. Call it
 * inside the transaction that changed their inputs.
 */
export async function refreshMatchProfiles(db: Db, userIds: readonly string[], now: Date): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let start = 0; start < ids.length; start += WRITE_SLICE) {
    const slice = ids.slice(start, start + WRITE_SLICE);
    const rows = await deriveMatchRows(db, slice, now);
    const gone = slice.filter((id) => !rows.has(id));
    if (gone.length) await deleteMatchRows(db, gone);
    if (rows.size === 0) continue;
    await upsertMatchRows(db, [...rows.values()]);
  }
}
