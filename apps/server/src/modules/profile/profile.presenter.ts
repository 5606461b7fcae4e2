import { isLanguageCode } from '@app/shared/i18n';
import type { PhotoView } from '@app/shared/photos';
import {
  ageOn,
  formatHeight,
  formatIncomeAmount,
  INCOME_BANDS,
  PROFILE_SECTIONS,
  type MyDetails,
  type ProfileSections as Sections,
  type PublicProfile,
  type ReligiousBackground,
} from '@app/shared/profile';
import { countryName } from '../places/index';
import { connectionState } from '../relations/index';
import { fieldShown, photoVisibilityOf, type FieldSection, type FieldVisibility } from '../privacy/index';
import type { ProfileRow } from '../privacy/index';
import { toggleStatus, type OwnerRows, type VisibleProfileView } from '../privacy/index';
import type { MemberAnswers } from './profile.repository';
import { presentBirthCity, presentOwnHoroscope } from './birth-details';

/**
 * The profile presenter: pure functions from loaded rows (account, profile, questionnaire answers, photo views)
 * and the privacy decisions to what a client receives. Every answer that carries profile data is shaped here —
 * My Details, each section after an update, and another member's profile — so a section looks the same
 * everywhere. What another member may see is decided in one place, the privacy module's `decideProfileView`
 * (docs/privacy.md); this file only draws what that decision allows.
 */

/** Everything loaded about one member. */
export type MemberRecord = OwnerRows & { answers: MemberAnswers };

/** Age from the date of birth when known, else the questionnaire's answer. */
export function memberAge(profile: ProfileRow | null, answers: MemberAnswers, now: Date): number | null {
  if (profile?.dateOfBirth) return ageOn(profile.dateOfBirth, now);
  return answers.age?.value ?? null;
}

// ---- sections, as the owner sees them --------------------------------------------------------------------

/**
 * The about text in a second language: only beside an about text (removing the about text removes it too, and a text
 * without the first is not drawn), and only in a language the site still speaks. Every viewer who sees `about` gets
 * both texts; which one a page shows first is the page's, by the language it is shown in (a page at `/hi/…` or
 * before the account's language has been applied is not in `users.language`), so the answer does not depend on
 * the viewer's settings and the page can offer the other text.
 */
function aboutSecondOf(
  profile: ProfileRow | null,
): Pick<MyDetails['basic_and_lifestyle'], 'aboutSecond' | 'aboutSecondLanguage'> {
  const text = profile?.aboutSecond ?? null;
  const language = profile?.aboutSecondLanguage ?? null;
  return profile?.about && text && isLanguageCode(language)
    ? { aboutSecond: text, aboutSecondLanguage: language }
    : { aboutSecond: null, aboutSecondLanguage: null };
}

export function presentBasicAndLifestyle(
  userId: string,
  profile: ProfileRow | null,
  answers: MemberAnswers,
  now: Date,
): MyDetails['basic_and_lifestyle'] {
  return {
    userId,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    displayName: profile?.displayName ?? null,
    gender: answers.gender,
    age: memberAge(profile, answers, now),
    about: profile?.about ?? null,
    ...aboutSecondOf(profile),
    religion: profile?.religion ?? null,
    maritalStatus: profile?.maritalStatus ?? null,
    numberOfChildren: profile?.numberOfChildren ?? null,
    postedBy: answers.postedBy,
  };
}

export function presentFamilyDetails(profile: ProfileRow | null): MyDetails['family_details'] {
  const living = profile?.livingWithFamily;
  return {
    fatherOccupation: profile?.fatherOccupation ?? null,
    motherOccupation: profile?.motherOccupation ?? null,
    numberOfSiblings: profile?.numberOfSiblings ?? null,
    livingWithFamily: living === true ? 'Yes' : living === false ? 'No' : null,
  };
}

export function presentPersonalBackground(profile: ProfileRow | null): MyDetails['personal_background'] {
  const heightCm = profile?.heightCm ?? null;
  const weightKg = profile?.weightKg ?? null;
  return {
    height: heightCm === null ? null : formatHeight(heightCm),
    heightCm,
    weight: weightKg === null ? null : `${weightKg} kg`,
    weightKg,
    bodyType: profile?.bodyType ?? null,
    language: profile?.language ?? null,
    smokingHabbit: profile?.smokingHabit ?? null,
    drinkingHabbit: profile?.drinkingHabit ?? null,
    diet: profile?.diet ?? null,
    complexion: profile?.complexion ?? null,
  };
}

export function presentReligiousBackground(profile: ProfileRow | null): ReligiousBackground {
  return {
    religion: profile?.religion ?? null,
    community: profile?.community ?? null,
    subCommunity: profile?.subCommunity ?? null,
    caste: profile?.caste ?? null,
    gotra: profile?.gotra ?? null,
    dateOfBirth: profile?.dateOfBirth ?? null,
    timeOfBirth: profile?.timeOfBirth ?? null,
    placeOfBirth: profile?.placeOfBirth ?? null,
    motherTongue: profile?.motherTongue ?? null,
  };
}

/** The religious section as its owner sees it: with the horoscope opt-in and the city of birth (never another's). */
export function presentOwnReligiousBackground(profile: ProfileRow | null): MyDetails['religious_background'] {
  return {
    ...presentReligiousBackground(profile),
    horoscopeOptIn: profile?.horoscopeOptIn ?? false,
    cityOfBirth: presentBirthCity(profile),
  };
}

export function presentLocationBackground(profile: ProfileRow | null): MyDetails['location_background'] {
  const visa = profile?.australianVisaStatus ?? null;
  return {
    country: countryName(profile?.country),
    countryCode: profile?.country ?? null,
    state: profile?.state ?? null,
    currentLocation: profile?.currentLocation ?? null,
    cityOfResidence: profile?.cityOfResidence ?? null,
    nationality: countryName(profile?.nationality),
    nationalityCode: profile?.nationality ?? null,
    citizenShip: countryName(profile?.citizenship),
    citizenShipCode: profile?.citizenship ?? null,
    residencyVisaStatus: visa,
    austrailanVisaStatus: visa,
    ...(profile && profile.plansMoveToAustralia !== null ? { plansMoveToAustralia: profile.plansMoveToAustralia } : {}),
  };
}

export function presentEducationAndFinancial(profile: ProfileRow | null): MyDetails['education_and_financial'] {
  const income = profile?.income ?? null;
  return {
    qualification: profile?.qualification ?? null,
    occupation: profile?.occupation ?? null,
    workingStatus: profile?.workingStatus ?? null,
    currentWorkingStatus: profile?.workingStatus ?? null,
    income,
    incomeLabel: INCOME_BANDS.find((band) => band.value === income)?.label ?? null,
    // An amount in the member's own currency is shown as they gave it, with its AUD equivalent (what is compared).
    ...(profile?.incomeCurrency && profile.incomeAmount !== null
      ? {
          incomeLabel:
            profile.incomeCurrency === 'AUD' || profile.incomeAud === null
              ? `${formatIncomeAmount(profile.incomeCurrency, profile.incomeAmount)} a year`
              : `${formatIncomeAmount(profile.incomeCurrency, profile.incomeAmount)} a year (about AU$${profile.incomeAud.toLocaleString('en-AU')})`,
          incomeCurrency: profile.incomeCurrency,
          incomeAmount: profile.incomeAmount,
          incomeAud: profile.incomeAud,
        }
      : {}),
  };
}

/** q12 without "None" (which means an empty list, not an interest). */
export function presentInterests(answers: MemberAnswers): string[] {
  return (answers.hobbies ?? []).filter((hobby) => hobby !== 'None');
}

function presentSections(record: MemberRecord, now: Date): Sections {
  const { account, profile, answers } = record;
  return {
    basic_and_lifestyle: presentBasicAndLifestyle(account.id, profile, answers, now),
    family_details: presentFamilyDetails(profile),
    personal_background: presentPersonalBackground(profile),
    religious_background: presentReligiousBackground(profile),
    location_background: presentLocationBackground(profile),
    education_and_financial: presentEducationAndFinancial(profile),
  };
}

// ---- the owner's own view (GET profile/mydetails) --------------------------------------------------------

export function presentMyDetails(input: { record: MemberRecord; photos: PhotoView[]; now: Date }): MyDetails {
  const { record, photos, now } = input;
  const { account, profile, answers } = record;
  return {
    userId: account.id,
    usertype: account.usertype,
    profileImage: photos.map((photo) => photo.url),
    photos,
    photoVisibility: photoVisibilityOf(profile),
    toggleStatus: toggleStatus(profile),
    ...presentSections(record, now),
    religious_background: presentOwnReligiousBackground(profile),
    interest_and_hobbies: presentInterests(answers),
    contactNumber: profile?.contactNumber ?? null,
    horoscope: presentOwnHoroscope(profile),
  };
}

// ---- another member's view (POST profile/getUserDetails) -------------------------------------------------

/** Removes `keys` from a section (absent, not empty: the client shows nothing rather than "Not specified"). */
function without<T extends object, K extends keyof T>(section: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...section };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The keys of a section this viewer is shown, by the one field decision (`decideField`); the rest are absent. */
function shownKeys<T extends object>(fields: FieldVisibility, section: FieldSection, values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => fieldShown(fields, section, key))) as Partial<T>;
}

export function presentPublicProfile(input: {
  view: VisibleProfileView;
  owner: MemberRecord;
  /** The photo views listed for this viewer (blurred when `view.photoAccess.granted` is false). */
  photos: PhotoView[];
  now: Date;
}): PublicProfile {
  const { view, owner, now } = input;
  const { fields, photoAccess, relation, planLocks } = view;
  const sections = presentSections(owner, now);
  // Defence in depth: whatever the photo listing returned, a viewer without access gets blurred variants only.
  const photos = photoAccess.granted
    ? input.photos
    : input.photos.filter((photo) => photo.blurred).map((photo) => without(photo, ['largeUrl']));

  const basic = sections.basic_and_lifestyle;
  const profile: PublicProfile = {
    userId: owner.account.id,
    userType: owner.account.usertype,
    verified: owner.account.verifiedAt !== null,
    isSelf: relation === 'self',
    profileImage: photos.map((photo) => photo.url),
    photos,
    photoAccess,
    planLocks,
    basic_and_lifestyle: {
      ...shownKeys(fields, 'basic_and_lifestyle', basic),
      userId: basic.userId,
      // The schema's nullable religion: null, not absent, when the owner keeps it to themselves.
      religion: fieldShown(fields, 'basic_and_lifestyle', 'religion') ? basic.religion : null,
    } as PublicProfile['basic_and_lifestyle'],
    interest_and_hobbies: presentInterests(owner.answers),
    ...connectionState(relation),
  };
  // A section is present when shown; its keys are the ones the field decision shows (birth details and the exact
  // location only to accepted connections; the sections' schemas mark those keys optional).
  for (const section of PROFILE_SECTIONS) {
    if (fields.sections[section]) Object.assign(profile, { [section]: shownKeys(fields, section, sections[section]) });
  }
  if (fields.contactNumber) profile.contactNumber = owner.profile?.contactNumber ?? null;
  return profile;
}

// ---- completion (GET profile/getProfilePercentage) -------------------------------------------------------

type CompletionSection = {
  section: keyof Sections | 'interest_and_hobbies';
  weight: number;
  fields: ReadonlyArray<{ field: string; label: string }>;
};

/**
 * The reference product's weights: each section's weight is shared equally by its fields. The reference's religious
 * section looked for "gothra", which never existed, so nobody could reach 100%; here it is `gotra`.
 */
export const COMPLETION_SECTIONS: readonly CompletionSection[] = [
  {
    section: 'basic_and_lifestyle',
    weight: 20,
    fields: [
      { field: 'firstName', label: 'First name' },
      { field: 'lastName', label: 'Last name' },
      { field: 'displayName', label: 'Display name' },
      { field: 'gender', label: 'Gender' },
      { field: 'age', label: 'Age' },
      { field: 'about', label: 'About you' },
      { field: 'religion', label: 'Religion' },
      { field: 'maritalStatus', label: 'Marital status' },
      { field: 'postedBy', label: 'Profile posted by' },
    ],
  },
  {
    section: 'family_details',
    weight: 10,
    fields: [
      { field: 'fatherOccupation', label: 'Father’s occupation' },
      { field: 'motherOccupation', label: 'Mother’s occupation' },
      { field: 'numberOfSiblings', label: 'Number of siblings' },
      { field: 'livingWithFamily', label: 'Living with family' },
    ],
  },
  {
    section: 'personal_background',
    weight: 20,
    fields: [
      { field: 'height', label: 'Height' },
      { field: 'weight', label: 'Weight' },
      { field: 'bodyType', label: 'Body type' },
      { field: 'language', label: 'Language' },
      { field: 'smokingHabbit', label: 'Smoking' },
      { field: 'drinkingHabbit', label: 'Drinking' },
      { field: 'diet', label: 'Diet' },
      { field: 'complexion', label: 'Complexion' },
    ],
  },
  {
    section: 'religious_background',
    weight: 15,
    fields: [
      { field: 'religion', label: 'Religion' },
      { field: 'community', label: 'Community' },
      { field: 'subCommunity', label: 'Sub-community' },
      { field: 'gotra', label: 'Gotra' },
      { field: 'timeOfBirth', label: 'Time of birth' },
      { field: 'dateOfBirth', label: 'Date of birth' },
      { field: 'placeOfBirth', label: 'Place of birth' },
      { field: 'motherTongue', label: 'Mother tongue' },
    ],
  },
  {
    section: 'location_background',
    weight: 10,
    fields: [
      { field: 'currentLocation', label: 'Current location' },
      { field: 'cityOfResidence', label: 'City of residence' },
      { field: 'nationality', label: 'Nationality' },
      { field: 'citizenShip', label: 'Citizenship' },
      { field: 'residencyVisaStatus', label: 'Residency or visa status' },
    ],
  },
  {
    section: 'education_and_financial',
    weight: 15,
    fields: [
      { field: 'qualification', label: 'Highest qualification' },
      { field: 'occupation', label: 'Occupation' },
      { field: 'workingStatus', label: 'Working status' },
      { field: 'income', label: 'Income' },
    ],
  },
  { section: 'interest_and_hobbies', weight: 10, fields: [{ field: 'hobbies', label: 'Interests and hobbies' }] },
];

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && String(value).trim() !== '';

/** Percentage complete (floored, at most 100) and what is missing, from the owner's own view. */
export function profileCompletion(details: MyDetails): {
  percentage: number;
  missing: Array<{ section: string; field: string; label: string }>;
} {
  let total = 0;
  const missing: Array<{ section: string; field: string; label: string }> = [];
  for (const { section, weight, fields } of COMPLETION_SECTIONS) {
    let filled = 0;
    for (const { field, label } of fields) {
      const value =
        section === 'interest_and_hobbies'
          ? details.interest_and_hobbies
          : (details[section] as Record<string, unknown>)[field];
      if (isFilled(value)) filled += 1;
      else missing.push({ section, field, label });
    }
    total += (weight * filled) / fields.length;
  }
  // 20 × 9/9 can come out as 19.999…: a whole profile must say 100.
  return { percentage: Math.min(100, Math.floor(total + 1e-9)), missing };
}
