import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FieldError, SessionUser } from '@app/shared';
import type { PhotoView } from '@app/shared/photos';
import {
  ABOUT_SECOND_MESSAGES,
  ageOn,
  CASTE_ANY,
  DATE_OF_BIRTH_CORRECTIONS_PER_YEAR,
  DOB_MESSAGES,
  incomeBandOfAud,
  needsVisaStatus,
  CASTES_BY_RELIGION,
  sameAboutText,
  type LocationDetails,
  type MyDetails,
  type OtherDetails,
  type PersonalDetails,
  type ProfileSection,
  type PublicProfile,
  type QualificationDetails,
  type ToggleSection,
  type UpdateDateOfBirthInputSchema,
  type UpdateEducationAndFinancialInputSchema,
  type UpdateFamilyDetailsInputSchema,
  type UpdateLocationDetailsInputSchema,
  type UpdatePersonalBackgroundInputSchema,
  type UpdatePersonalDetailsInputSchema,
  type UpdateReligiousBackgroundInputSchema,
} from '@app/shared/profile';
import { MIN_MEMBER_AGE } from '@app/shared/constants';
import { AppError, notFound, unauthenticated } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { toSessionUser } from '../../lib/members/session-user';
import { loadFamilyRelations } from '../family/index';
import { memberWritten } from '../../lib/after-write';
import { listPhotoViews, ownPrimaryPhotoUrl } from '../photos/index';
import { findCountry, findState, hasStates } from '../places/index';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { findProfile, type ProfileRow } from '../privacy/index';
import { TOGGLE_COLUMNS } from '../privacy/index';
import { decideViewerAccess, loadOwnerRows } from '../privacy/index';
import {
  presentBasicAndLifestyle,
  presentEducationAndFinancial,
  presentFamilyDetails,
  presentInterests,
  presentLocationBackground,
  presentMyDetails,
  presentPersonalBackground,
  presentPublicProfile,
  presentOwnReligiousBackground,
  profileCompletion,
  type MemberRecord,
} from './profile.presenter';
import * as repo from './profile.repository';
import { birthPlaceColumns, presentBirthCity, withHoroscope } from './birth-details';
import { presentPairHoroscope } from '../privacy/index';

const profileNotFound = () => notFound('profile', PROFILE_NOT_FOUND);

function invalid(errors: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'Some of the details sent are not valid.', {
    reason: 'invalidField',
    fieldErrors: errors,
  });
}

/** Keys that are present replace; `undefined` (absent) keeps what is stored. */
function present<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

async function requireRecord(app: FastifyInstance, userId: string): Promise<MemberRecord> {
  const [owner, answers] = await Promise.all([loadOwnerRows(app.db, userId), repo.readAnswers(app.db, userId)]);
  // The member was deleted after the token was issued.
  if (!owner) throw unauthenticated();
  return { ...owner, answers };
}

// ---- shared checks ---------------------------------------------------------------------------------------

/** Country and state by code or name, stored as ISO codes and the state's own name. */
function resolvePlaces(
  input: { country?: string; state?: string; citizenShip?: string; nationality?: string },
  errors: FieldError[],
): repo.ProfileColumns {
  const columns: repo.ProfileColumns = {};
  const country = (path: 'country' | 'citizenShip' | 'nationality', value: string | undefined, message: string) => {
    if (value === undefined) return undefined;
    const found = findCountry(value);
    if (!found) errors.push({ path, message });
    return found;
  };
  const home = country('country', input.country, 'We do not know that country. Please choose it from the list.');
  const citizenship = country(
    'citizenShip',
    input.citizenShip,
    'We do not know that country. Please choose your citizenship from the list.',
  );
  const nationality = country(
    'nationality',
    input.nationality,
    'We do not know that country. Please choose your nationality from the list.',
  );
  if (home) {
    columns.country = home.code;
    if (input.state !== undefined) {
      if (hasStates(home.code)) {
        const state = findState(home.code, input.state);
        if (state) columns.state = state.name;
        else errors.push({ path: 'state', message: `Please choose a state or region of ${home.name} from the list.` });
      } else {
        // The package lists no regions for this country: the member's own words are kept.
        columns.state = input.state.trim();
      }
    }
  }
  if (citizenship) columns.citizenship = citizenship.code;
  if (nationality) columns.nationality = nationality.code;
  return columns;
}

/** A caste belongs to the member's religion, or is one of the answers open to everyone ("Caste no bar"…). */
function casteMismatch(religion: string | null | undefined, caste: string | null | undefined): string | null {
  if (!religion || !caste || (CASTE_ANY as readonly string[]).includes(caste)) return null;
  const castes = (CASTES_BY_RELIGION as Record<string, readonly string[]>)[religion];
  if (castes?.includes(caste)) return null;
  return castes
    ? `“${caste}” is not listed for the ${religion} religion. Please choose from the list, or “Caste no bar”.`
    : `For “${religion}”, please choose “Caste no bar”, “Prefer not to say” or “Other”.`;
}

function childrenMismatch(
  merged: { maritalStatus: string | null | undefined; numberOfChildren: number | null | undefined },
  changedChildren: boolean,
): FieldError | null {
  if (merged.maritalStatus !== 'Never Married' || !merged.numberOfChildren) return null;
  return changedChildren
    ? {
        path: 'numberOfChildren',
        message: 'Members who have never married list 0 children here. Please check your marital status.',
      }
    : {
        path: 'maritalStatus',
        message: 'Your profile lists children: please set the number of children to 0 too, or choose another status.',
      };
}

/**
 * The income columns from a band (AUD, as the reference sends it) or from a yearly amount in the member's currency,
 * converted to AUD with the operator's rate (`currency_rates`): the band stored is the AUD equivalent's, so every
 * comparison (preferences, filters, the match table, Exclusive) reads Australian dollars.
 */
async function incomeColumns(
  db: repo.Db,
  input: { income?: string | undefined; incomeCurrency?: string | undefined; incomeAmount?: number | undefined },
  errors: FieldError[],
): Promise<repo.ProfileColumns> {
  if (input.incomeAmount !== undefined) {
    const currency = input.incomeCurrency ?? 'AUD';
    const rate = await repo.findCurrencyRate(db, currency);
    if (rate === null) {
      errors.push({
        path: 'incomeCurrency',
        message: `Incomes in ${currency} cannot be taken yet. Please choose another currency.`,
      });
      return {};
    }
    const aud = Math.round(input.incomeAmount * rate);
    return { income: incomeBandOfAud(aud), incomeCurrency: currency, incomeAmount: input.incomeAmount, incomeAud: aud };
  }
  if (input.income !== undefined)
    return { income: input.income, incomeCurrency: null, incomeAmount: null, incomeAud: null };
  return {};
}

/**
 * The about text in a second language as it would stand after this change (the body's values over the stored ones):
 * it goes beside an about text, and is not that text again. The pair's own rules are the shared schema's.
 */
function aboutSecondMismatch(merged: { about: string | null; aboutSecond: string | null }): FieldError | null {
  if (merged.aboutSecond === null) return null;
  if (merged.about === null) return { path: 'aboutSecond', message: ABOUT_SECOND_MESSAGES.needsAbout };
  if (sameAboutText(merged.aboutSecond, merged.about)) {
    return { path: 'aboutSecond', message: ABOUT_SECOND_MESSAGES.sameAsAbout };
  }
  return null;
}

const VISA_REQUIRED = 'Please choose your Australian visa status (or “Not applicable”).';

// ---- date of birth ---------------------------------------------------------------------------------------

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Writes the member's date of birth, the one truth for their age (onboarding step 5 and My Details both come here),
 * inside the caller's transaction. The 18+ rule is checked on the app's clock; the questionnaire's age (q7) is set
 * from the date, so every reader of either agrees; a change of a date already given is recorded in `audit_events`
 * (`profile.date_of_birth_changed`: who, when, old and new) and allowed `DATE_OF_BIRTH_CORRECTIONS_PER_YEAR` times
 * in any 365 days. The caller writes the profile row and refreshes the match row in the same transaction.
 */
async function checkDateOfBirth(
  trx: repo.Db,
  input: { userId: string; current: string | null; next: string; via: 'onboarding' | 'my-details'; now: Date },
): Promise<void> {
  const { userId, current, next, via, now } = input;
  const age = ageOn(next, now);
  if (age < MIN_MEMBER_AGE) throw invalid([{ path: 'dateOfBirth', message: DOB_MESSAGES.underAge }]);
  if (current !== null && current !== next) {
    // One correction at a time per member: the count below and the insert are not raced by a second request.
    await repo.lockMember(trx, userId);
    const recent = await repo.countDateOfBirthChanges(trx, userId, new Date(now.getTime() - YEAR_MS));
    if (recent >= DATE_OF_BIRTH_CORRECTIONS_PER_YEAR) {
      throw new AppError(
        'RATE_LIMITED',
        `Your date of birth has been corrected ${recent} times in the past year. Please contact us and we will change it for you.`,
        { reason: 'dateOfBirthCorrections', params: { count: recent } },
      );
    }
    await repo.recordDateOfBirthChange(trx, { userId, from: current, to: next, by: userId, via, at: now });
  }
  await repo.saveQuestionnaireAge(trx, userId, age, now);
}

// ---- onboarding steps (POST/GET form/*) ------------------------------------------------------------------

async function saveStep(
  app: FastifyInstance,
  userId: string,
  flag: repo.StepFlag,
  columns: repo.ProfileColumns,
): Promise<SessionUser> {
  const now = app.clock.now();
  // Profile and completion flag together: a step is saved and marked done, or neither.
  return app.db.transaction().execute((trx) => saveStepIn(trx, userId, flag, now, columns));
}

async function saveStepIn(
  trx: repo.Db,
  userId: string,
  flag: repo.StepFlag,
  now: Date,
  columns: repo.ProfileColumns,
  /** The row before this step, when the step writes birth details (the chart is recomputed from both). */
  current: ProfileRow | null = null,
): Promise<SessionUser> {
  await repo.upsertProfile(trx, userId, withHoroscope(current, columns), now);
  const user = await repo.setStepFlag(trx, userId, flag, now);
  await memberWritten(trx, [userId], now);
  return toSessionUser(user);
}

export function savePersonalDetails(app: FastifyInstance, userId: string, input: PersonalDetails) {
  return saveStep(app, userId, 'isPersonalFormFilled', {
    firstName: input.firstName,
    lastName: input.lastName,
    maritalStatus: input.maritalStatus,
    numberOfChildren: input.numberOfChildren,
    contactNumber: input.contactNumber,
    about: input.aboutYourSelf,
    ...present({ displayName: input.displayName }),
  });
}

export async function saveQualificationDetails(app: FastifyInstance, userId: string, input: QualificationDetails) {
  const errors: FieldError[] = [];
  const income = await incomeColumns(app.db, input, errors);
  if (errors.length) throw invalid(errors);
  return saveStep(app, userId, 'isQualificationFormFilled', {
    qualification: input.qualification,
    workingStatus: input.currentWorkingStatus,
    occupation: input.occupation,
    ...income,
  });
}

export function saveLocationDetails(app: FastifyInstance, userId: string, input: LocationDetails) {
  const errors: FieldError[] = [];
  const places = resolvePlaces(input, errors);
  // Asked only of members who live in Australia or plan to move there.
  const plansMove = places.country === 'AU' ? null : (input.plansMoveToAustralia ?? null);
  if (places.country && needsVisaStatus(places.country, plansMove) && !input.austrailanVisaStatus) {
    errors.push({ path: 'austrailanVisaStatus', message: VISA_REQUIRED });
  }
  if (errors.length) throw invalid(errors);
  return saveStep(app, userId, 'isLocationFormFilled', {
    ...places,
    australianVisaStatus: input.austrailanVisaStatus ?? null,
    plansMoveToAustralia: plansMove,
    ...present({ cityOfResidence: input.cityOfResidence }),
  });
}

export async function saveOtherDetails(app: FastifyInstance, userId: string, input: OtherDetails) {
  const caste = casteMismatch(input.religion, input.caste);
  if (caste) throw invalid([{ path: 'caste', message: caste }]);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const row = (await findProfile(trx, userId)) ?? null;
    const current = row?.dateOfBirth ?? null;
    await checkDateOfBirth(trx, { userId, current, next: input.dateOfBirth, via: 'onboarding', now });
    return saveStepIn(
      trx,
      userId,
      'isOtherFormFilled',
      now,
      {
        religion: input.religion,
        community: input.community,
        caste: input.caste,
        motherTongue: input.motherTongue,
        dateOfBirth: input.dateOfBirth,
        ...present({
          timeOfBirth: input.timeOfBirth,
          subCommunity: input.subCommunity,
          ethnicity: input.ethnicity,
          horoscopeOptIn: input.horoscopeOptIn,
        }),
        ...birthPlaceColumns(input, row),
      },
      row,
    );
  });
}

/** What a revisited step shows: the saved values in the step's own shape, or null when nothing is saved. */
export async function stepValues(
  app: FastifyInstance,
  userId: string,
  step: 'personal' | 'qualification' | 'location' | 'other',
) {
  const profile = await findProfile(app.db, userId);
  if (!profile) return null;
  const values = (() => {
    switch (step) {
      case 'personal':
        return {
          firstName: profile.firstName,
          lastName: profile.lastName,
          displayName: profile.displayName,
          maritalStatus: profile.maritalStatus,
          numberOfChildren: profile.numberOfChildren,
          contactNumber: profile.contactNumber,
          aboutYourSelf: profile.about,
        };
      case 'qualification':
        return {
          qualification: profile.qualification,
          currentWorkingStatus: profile.workingStatus,
          occupation: profile.occupation,
          income: profile.income,
          ...(profile.incomeCurrency !== null && profile.incomeAmount !== null
            ? { incomeCurrency: profile.incomeCurrency, incomeAmount: profile.incomeAmount }
            : {}),
        };
      case 'location':
        return {
          citizenShip: profile.citizenship,
          country: profile.country,
          state: profile.state,
          austrailanVisaStatus: profile.australianVisaStatus,
          ...(profile.plansMoveToAustralia !== null ? { plansMoveToAustralia: profile.plansMoveToAustralia } : {}),
          cityOfResidence: profile.cityOfResidence,
        };
      case 'other':
        return {
          religion: profile.religion,
          community: profile.community,
          caste: profile.caste,
          motherTongue: profile.motherTongue,
          dateOfBirth: profile.dateOfBirth,
          timeOfBirth: profile.timeOfBirth,
          placeOfBirth: profile.placeOfBirth,
          cityOfBirth: presentBirthCity(profile),
          horoscopeOptIn: profile.horoscopeOptIn,
          subCommunity: profile.subCommunity,
          ethnicity: profile.ethnicity,
        };
    }
  })();
  return Object.values(values).some((value) => value !== null) ? values : null;
}

// ---- My Details ------------------------------------------------------------------------------------------

function ownPhotos(app: FastifyInstance, userId: string): Promise<PhotoView[]> {
  return listPhotoViews(app, { ownerId: userId, viewerId: userId, sharp: true });
}

export async function myDetails(app: FastifyInstance, userId: string): Promise<MyDetails> {
  const record = await requireRecord(app, userId);
  return presentMyDetails({ record, photos: await ownPhotos(app, userId), now: app.clock.now() });
}

export async function profilePercentage(app: FastifyInstance, userId: string) {
  const record = await requireRecord(app, userId);
  // Photos do not count towards the percentage, so they are not listed here.
  return profileCompletion(presentMyDetails({ record, photos: [], now: app.clock.now() }));
}

export function primaryPhotoUrl(app: FastifyInstance, userId: string): Promise<string | null> {
  return ownPrimaryPhotoUrl(app, userId);
}

type SectionAnswer<K extends ProfileSection | 'basic_and_lifestyle'> = { section: K; data: MyDetails[K] };

/**
 * One section update: reads the stored row inside the transaction, lets `build` check the merged result and
 * name the columns to write, writes them, and answers with the section as GET mydetails now shows it.
 */
async function updateSection(
  app: FastifyInstance,
  userId: string,
  build: (current: ProfileRow | null, errors: FieldError[]) => repo.ProfileColumns,
): Promise<ProfileRow> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const current = (await findProfile(trx, userId)) ?? null;
    const errors: FieldError[] = [];
    const columns = build(current, errors);
    if (errors.length) throw invalid(errors);
    const row = await repo.upsertProfile(trx, userId, withHoroscope(current, columns), now);
    await memberWritten(trx, [userId], now);
    return row;
  });
}

export async function updatePersonalDetails(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof UpdatePersonalDetailsInputSchema>,
): Promise<SectionAnswer<'basic_and_lifestyle'>> {
  const row = await updateSection(app, userId, (current, errors) => {
    const mismatch = childrenMismatch(
      {
        maritalStatus: input.maritalStatus ?? current?.maritalStatus,
        numberOfChildren: input.numberOfChildren ?? current?.numberOfChildren,
      },
      input.numberOfChildren !== undefined,
    );
    if (mismatch) errors.push(mismatch);
    if (input.aboutYourSelf !== undefined || input.aboutSecond !== undefined) {
      const second = aboutSecondMismatch({
        about: input.aboutYourSelf ?? current?.about ?? null,
        aboutSecond: input.aboutSecond !== undefined ? input.aboutSecond : (current?.aboutSecond ?? null),
      });
      if (second) errors.push(second);
    }
    return present({
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: input.displayName,
      maritalStatus: input.maritalStatus,
      numberOfChildren: input.numberOfChildren,
      about: input.aboutYourSelf,
      // Both or neither (the shared schema): the pair is written together, a null pair removes the text.
      aboutSecond: input.aboutSecond,
      aboutSecondLanguage: input.aboutSecondLanguage,
    });
  });
  const answers = await repo.readAnswers(app.db, userId);
  return {
    section: 'basic_and_lifestyle',
    data: presentBasicAndLifestyle(userId, row, answers, app.clock.now()),
  };
}

export async function updateFamilyDetails(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof UpdateFamilyDetailsInputSchema>,
): Promise<SectionAnswer<'family_details'>> {
  const row = await updateSection(app, userId, () => present(input));
  return { section: 'family_details', data: presentFamilyDetails(row) };
}

export async function updatePersonalBackground(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof UpdatePersonalBackgroundInputSchema>,
): Promise<SectionAnswer<'personal_background'>> {
  const row = await updateSection(app, userId, () =>
    present({
      heightCm: input.height,
      weightKg: input.weight,
      language: input.language,
      bodyType: input.bodyType,
      smokingHabit: input.smokingHabbit,
      drinkingHabit: input.drinkingHabbit,
      diet: input.diet,
      complexion: input.complexion,
    }),
  );
  return { section: 'personal_background', data: presentPersonalBackground(row) };
}

export async function updateReligiousBackground(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof UpdateReligiousBackgroundInputSchema>,
): Promise<SectionAnswer<'religious_background'>> {
  const row = await updateSection(app, userId, (current, errors) => {
    const mismatch = casteMismatch(input.religion ?? current?.religion, input.caste ?? current?.caste);
    if (mismatch) errors.push({ path: 'caste', message: mismatch });
    const { cityOfBirth, placeOfBirth, ...rest } = input;
    return { ...present(rest), ...birthPlaceColumns({ cityOfBirth, placeOfBirth }, current) };
  });
  return { section: 'religious_background', data: presentOwnReligiousBackground(row) };
}

/** PUT profile/updateDateOfBirth: a correction (recorded, limited, 18+); answers the religious section with it. */
export async function updateDateOfBirth(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof UpdateDateOfBirthInputSchema>,
): Promise<SectionAnswer<'religious_background'>> {
  const now = app.clock.now();
  const row = await app.db.transaction().execute(async (trx) => {
    const row = (await findProfile(trx, userId)) ?? null;
    const current = row?.dateOfBirth ?? null;
    await checkDateOfBirth(trx, { userId, current, next: input.dateOfBirth, via: 'my-details', now });
    const columns = withHoroscope(row, { dateOfBirth: input.dateOfBirth });
    const saved = await repo.upsertProfile(trx, userId, columns, now);
    await memberWritten(trx, [userId], now);
    return saved;
  });
  return { section: 'religious_background', data: presentOwnReligiousBackground(row) };
}

export async function updateLocationDetails(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof UpdateLocationDetailsInputSchema>,
): Promise<SectionAnswer<'location_background'>> {
  const row = await updateSection(app, userId, (current, errors) => {
    const columns = {
      ...resolvePlaces(input, errors),
      ...present({
        currentLocation: input.currentLocation,
        cityOfResidence: input.cityOfResidence,
        australianVisaStatus: input.austrailanVisaStatus,
        plansMoveToAustralia: input.plansMoveToAustralia,
      }),
    };
    // The visa status is needed once the member lives in Australia or plans to move there (as the result stands).
    const country = columns.country ?? current?.country;
    const plansMove = columns.plansMoveToAustralia ?? current?.plansMoveToAustralia;
    const changed = columns.country !== undefined || columns.plansMoveToAustralia !== undefined;
    if (
      changed &&
      needsVisaStatus(country, plansMove) &&
      !(columns.australianVisaStatus ?? current?.australianVisaStatus)
    ) {
      errors.push({ path: 'austrailanVisaStatus', message: VISA_REQUIRED });
    }
    return columns;
  });
  return { section: 'location_background', data: presentLocationBackground(row) };
}

export async function updateEducationAndFinancial(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof UpdateEducationAndFinancialInputSchema>,
): Promise<SectionAnswer<'education_and_financial'>> {
  const incomeErrors: FieldError[] = [];
  const income = await incomeColumns(app.db, input, incomeErrors);
  if (incomeErrors.length) throw invalid(incomeErrors);
  const row = await updateSection(app, userId, () => ({
    ...present({
      qualification: input.qualification,
      occupation: input.occupation,
      // The reference sends `currentWorkingStatus` from one form and `workingStatus` from another.
      workingStatus: input.currentWorkingStatus ?? input.workingStatus,
    }),
    ...income,
  }));
  return { section: 'education_and_financial', data: presentEducationAndFinancial(row) };
}

export async function updateInterests(
  app: FastifyInstance,
  userId: string,
  hobbies: readonly string[],
): Promise<{ section: 'interest_and_hobbies'; data: string[] }> {
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    await repo.saveHobbies(trx, userId, hobbies, now);
    await memberWritten(trx, [userId], now);
  });
  return { section: 'interest_and_hobbies', data: presentInterests(await repo.readAnswers(app.db, userId)) };
}

// ---- contact number and section switches -----------------------------------------------------------------

/** Contact endpoints take an id in the path, but only the member's own is ever answered. */
function assertOwn(userId: string, pathUserId: string): void {
  if (userId !== pathUserId) throw profileNotFound();
}

export async function contactNumber(app: FastifyInstance, userId: string, pathUserId: string) {
  assertOwn(userId, pathUserId);
  return (await findProfile(app.db, userId))?.contactNumber ?? null;
}

export async function updateContactNumber(
  app: FastifyInstance,
  userId: string,
  pathUserId: string,
  value: string,
): Promise<string> {
  assertOwn(userId, pathUserId);
  const row = await repo.upsertProfile(app.db, userId, { contactNumber: value }, app.clock.now());
  return row.contactNumber ?? value;
}

export async function toggleSection(app: FastifyInstance, userId: string, section: ToggleSection, status: boolean) {
  const row = await repo.upsertProfile(app.db, userId, { [TOGGLE_COLUMNS[section]]: status }, app.clock.now());
  return row[TOGGLE_COLUMNS[section]];
}

// ---- another member's profile ----------------------------------------------------------------------------

/**
 * POST profile/getUserDetails: decides what this viewer may see (viewer-access.ts, as the photo route does),
 * lists the photos in the form the decision allows (signed for this viewer), and presents. Every refusal is
 * the same 404.
 */
export async function viewProfile(
  app: FastifyInstance,
  viewer: Pick<AuthUser, 'id' | 'usertype'>,
  ownerId: string,
): Promise<PublicProfile> {
  const [{ view, owner }, answers] = await Promise.all([
    decideViewerAccess(app.db, { ownerId, viewer }),
    repo.readAnswers(app.db, ownerId),
  ]);
  if (!view.visible || !owner) throw profileNotFound();
  // The viewer's own chart and gender, read only when the member's horoscope could be shown at all.
  const horoscopeOf = async () => {
    const ownerMoon = owner.profile?.horoscopeOptIn ? owner.profile.horoscopeMoon : null;
    if (view.relation === 'self' || ownerMoon === null) return undefined;
    const [viewerProfile, viewerAnswers] = await Promise.all([
      findProfile(app.db, viewer.id),
      repo.readAnswers(app.db, viewer.id),
    ]);
    return presentPairHoroscope({
      view,
      viewer: { profile: viewerProfile ?? null, gender: viewerAnswers.gender },
      member: { profile: owner.profile, gender: answers.gender },
    });
  };
  const [photos, helpers, horoscope] = await Promise.all([
    listPhotoViews(app, { ownerId, viewerId: viewer.id, sharp: view.photoAccess.granted }),
    loadFamilyRelations(app.db, [ownerId]),
    horoscopeOf(),
  ]);
  return {
    ...presentPublicProfile({ view, owner: { ...owner, answers }, photos, now: app.clock.now() }),
    managedBy: helpers.get(ownerId) ?? [],
    ...(horoscope ? { horoscope } : {}),
  };
}
