import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { ProfilesTable } from '../../src/db/schema';
import { PartnerPreferencesSchema, type PartnerPreferences, type PartnerPreferencesInput } from '@app/shared/profile';
import { toSessionUser } from '../../src/lib/members/session-user';
import { refreshMatchProfiles } from '../../src/modules/discover/match-profile';
import { seedPreferences } from '../../src/modules/preferences/seed-preferences';
import { memberAge } from '../../src/modules/profile/profile.presenter';
import type { ProfileRow } from '../../src/modules/privacy/privacy.repository';
import { readAnswers } from '../../src/modules/profile/profile.repository';
import { createUser, signIn, type CreatedUser, type UserOverrides } from './users';

/** Any profile column; `null` clears one the factory would fill. */
export type ProfileOverrides = Partial<Omit<Insertable<ProfilesTable>, 'userId'>>;

/**
 * Realistic, mutually consistent members for tests, the e2e journeys and the seed: each persona keeps religion,
 * community, caste, language and gotra together, as the forms would, and every field is filled (a new member
 * from the factory is 100% complete). Members created one after another take
 * the next persona, name and place, so a list of members is varied but reproducible.
 */
const PERSONAS = [
  {
    religion: 'Hindu',
    community: 'Tamil',
    subCommunity: 'Iyer',
    caste: 'Brahmin - Iyer',
    gotra: 'Kashyap',
    motherTongue: 'Tamil',
    placeOfBirth: 'Chennai',
  },
  {
    religion: 'Sikh',
    community: 'Punjabi',
    subCommunity: 'Jat',
    caste: 'Jat Sikh',
    gotra: 'Other',
    motherTongue: 'Punjabi',
    placeOfBirth: 'Amritsar',
  },
  {
    religion: 'Christian',
    community: 'Malayalam',
    subCommunity: 'Syro-Malabar',
    caste: 'Syrian Christian',
    gotra: "Don't know",
    motherTongue: 'Malayalam',
    placeOfBirth: 'Kochi',
  },
  {
    religion: 'Muslim',
    community: 'Urdu',
    subCommunity: 'Deccani',
    caste: 'Sunni',
    gotra: "Don't know",
    motherTongue: 'Urdu',
    placeOfBirth: 'Hyderabad',
  },
  {
    religion: 'Hindu',
    community: 'Gujarati',
    subCommunity: 'Leva Patel',
    caste: 'Patel',
    gotra: 'Bharadwaj',
    motherTongue: 'Gujarati',
    placeOfBirth: 'Ahmedabad',
  },
  {
    religion: 'Jain',
    community: 'Marwari',
    subCommunity: 'Oswal',
    caste: 'Shwetambar',
    gotra: "Don't know",
    motherTongue: 'Marwari',
    placeOfBirth: 'Jaipur',
  },
] as const;

const CAREERS = [
  {
    qualification: 'Bachelor of Engineering / Technology (BE, BTech)',
    occupation: 'Software Engineer',
    workingStatus: 'working',
    income: '100000-150000',
  },
  {
    qualification: 'Bachelor of Medicine, Bachelor of Surgery (MBBS)',
    occupation: 'Doctor',
    workingStatus: 'working',
    income: '150000-200000',
  },
  {
    qualification: 'Master of Business Administration (MBA)',
    occupation: 'Consultant',
    workingStatus: 'working',
    income: '75000-100000',
  },
  {
    qualification: 'Chartered Accountant (CA)',
    occupation: 'Accountant',
    workingStatus: 'selfEmployed',
    income: '100000-150000',
  },
  {
    qualification: 'Master of Science (MSc)',
    occupation: 'Researcher',
    workingStatus: 'working',
    income: '50000-75000',
  },
] as const;

const PLACES = [
  { state: 'Victoria', city: 'Melbourne', suburb: 'Glen Waverley' },
  { state: 'New South Wales', city: 'Sydney', suburb: 'Parramatta' },
  { state: 'Queensland', city: 'Brisbane', suburb: 'Sunnybank' },
  { state: 'Western Australia', city: 'Perth', suburb: 'Canning Vale' },
  { state: 'South Australia', city: 'Adelaide', suburb: 'Mawson Lakes' },
] as const;

const WOMEN = ['Asha', 'Priya', 'Ananya', 'Kavya', 'Meera', 'Nisha', 'Riya', 'Sneha', 'Divya', 'Harpreet'];
const MEN = ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Karan', 'Rahul', 'Nikhil', 'Sanjay', 'Dev', 'Gurpreet'];
const SURNAMES = ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Singh', 'Nair', 'Gupta', 'Menon', 'Kapoor', 'Rao'];

let sequence = 0;
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** A date of birth that gives `age` on `day` (a hundred days past that birthday, so ±1 never matters). */
function dateOfBirthFor(age: number, day: Date): string {
  const birth = new Date(day);
  birth.setUTCFullYear(birth.getUTCFullYear() - age);
  birth.setUTCDate(birth.getUTCDate() - 100);
  return birth.toISOString().slice(0, 10);
}

/**
 * Saves a complete profile for an existing member — every onboarding step and every My Details section, in
 * the stored form the endpoints write (ISO country codes, E.164 phone, band values) — and sets all five
 * completion flags. Name and date of birth agree with the member's questionnaire (gender, age on the day it was
 * answered). Override any column; `null` leaves it empty.
 */
export async function createProfile(
  app: FastifyInstance,
  userId: string,
  overrides: ProfileOverrides = {},
): Promise<ProfileRow> {
  sequence += 1;
  const index = sequence;
  const answers = await readAnswers(app.db, userId);
  const now = app.clock.now();
  const persona = pick(PERSONAS, index);
  const career = pick(CAREERS, index);
  const place = pick(PLACES, index);
  const firstName = pick(answers.gender === 'Man' ? MEN : WOMEN, index);
  const lastName = pick(SURNAMES, index * 7);
  const dateOfBirth = dateOfBirthFor(answers.age?.value ?? 30, answers.age?.answeredAt ?? now);

  const values: Insertable<ProfilesTable> = {
    userId,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName.charAt(0)}.`,
    maritalStatus: 'Never Married',
    numberOfChildren: 0,
    contactNumber: `+614${String(12_000_000 + (index % 1_000_000)).padStart(8, '0')}`,
    about: `I grew up in ${persona.placeOfBirth} and now live in ${place.city}. I love long walks, good food with family and planning the next trip. Looking for a kind, honest partner who values family as much as I do.`,
    qualification: career.qualification,
    workingStatus: career.workingStatus,
    occupation: career.occupation,
    income: career.income,
    citizenship: index % 2 ? 'AU' : 'IN',
    nationality: index % 2 ? 'AU' : 'IN',
    country: 'AU',
    state: place.state,
    cityOfResidence: place.city,
    currentLocation: place.suburb,
    australianVisaStatus: index % 2 ? 'Australian citizen' : 'Permanent resident',
    religion: persona.religion,
    community: persona.community,
    subCommunity: persona.subCommunity,
    caste: persona.caste,
    gotra: persona.gotra,
    motherTongue: persona.motherTongue,
    ethnicity: 'South Asian',
    dateOfBirth,
    timeOfBirth: `0${index % 10}:${String((index * 7) % 60).padStart(2, '0')}`,
    placeOfBirth: persona.placeOfBirth,
    heightCm: answers.gender === 'Man' ? 170 + (index % 15) : 155 + (index % 15),
    weightKg: answers.gender === 'Man' ? 68 + (index % 15) : 52 + (index % 15),
    bodyType: pick(['Slim', 'Athletic', 'Average'], index),
    language: 'English',
    smokingHabit: 'Never smokes',
    drinkingHabit: pick(['Never drinks', 'Drinks socially'], index),
    diet: pick(['Vegetarian', 'Non-vegetarian', 'Eggetarian'], index),
    complexion: pick(['Fair', 'Wheatish', 'Wheatish brown'], index),
    fatherOccupation: pick(['Retired', 'Business owner', 'Professional'], index),
    motherOccupation: pick(['Homemaker', 'Employed', 'Retired'], index),
    numberOfSiblings: index % 3,
    livingWithFamily: index % 2 === 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  const row = await app.db.transaction().execute(async (trx) => {
    const profile = await trx
      .insertInto('profiles')
      .values(values)
      .onConflict((conflict) => {
        const { userId: _userId, createdAt: _createdAt, ...update } = values;
        return conflict.column('userId').doUpdateSet(update);
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({
        isPersonalFormFilled: true,
        isQualificationFormFilled: true,
        isLocationFormFilled: true,
        isImageFormFilled: true,
        isOtherFormFilled: true,
        updatedAt: now,
      })
      .where('id', '=', userId)
      .execute();
    // As every onboarding step does: the match table follows in the same transaction.
    await refreshMatchProfiles(trx, [userId], now);
    return profile;
  });
  return row;
}

export type CreatedMember = CreatedUser & { profile: ProfileRow };

/**
 * Stores partner preferences as PATCH preferences/ would: the questionnaire's seed with `overrides` on top,
 * validated by the shared schema, and the member's match row refreshed.
 */
export async function setPreferences(
  app: FastifyInstance,
  userId: string,
  overrides: Partial<PartnerPreferencesInput>,
): Promise<PartnerPreferences> {
  const now = app.clock.now();
  const [answers, profile] = await Promise.all([
    readAnswers(app.db, userId),
    app.db.selectFrom('profiles').selectAll().where('userId', '=', userId).executeTakeFirst(),
  ]);
  const preferences = PartnerPreferencesSchema.parse({
    ...seedPreferences(answers, memberAge(profile ?? null, answers, now)),
    ...overrides,
  });
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('partnerPreferences')
      .values({ userId, ...preferences, createdAt: now, updatedAt: now })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet({ ...preferences, updatedAt: now }))
      .execute();
    await refreshMatchProfiles(trx, [userId], now);
  });
  return preferences;
}

/**
 * A member who finished onboarding: `createUser` (questionnaire included) then `createProfile`, and partner
 * preferences when given (otherwise the matcher reads the questionnaire's seed, as for a member who never opened
 * the Partner Preference card).
 */
export async function createMember(
  app: FastifyInstance,
  overrides: UserOverrides & { profile?: ProfileOverrides; preferences?: Partial<PartnerPreferencesInput> } = {},
): Promise<CreatedMember> {
  const { profile: profileOverrides, preferences, ...userOverrides } = overrides;
  const user = await createUser(app, userOverrides);
  const profile = await createProfile(app, user.id, profileOverrides);
  if (preferences) await setPreferences(app, user.id, preferences);
  const row = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return { ...user, row, sessionUser: toSessionUser(row), profile };
}

export type SignedInMember = CreatedMember & { headers: { authorization: string } };

/** `createMember`, then signed in through the real login: `headers` carry its access token for `app.inject`. */
export async function createSignedInMember(
  app: FastifyInstance,
  overrides: Parameters<typeof createMember>[1] = {},
): Promise<SignedInMember> {
  const created = await createMember(app, overrides);
  const { headers } = await signIn(app, created.email);
  return { ...created, headers };
}
