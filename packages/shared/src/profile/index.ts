import { z } from 'zod';
import { SessionUserSchema } from '../auth/index';
import { FAMILY_RELATIONS } from '../family/index';
import { LANGUAGE_CODES } from '../i18n/index';
import { CONNECTION_STATUSES, CONNECTION_TYPES } from '../realtime/index';
import { UserTypeSchema } from '../plans/index';
import { HobbiesSchema } from '../questionnaire/index';
import { PhotoViewSchema, PhotoVisibilitySchema } from '../photos/index';
import { PairHoroscopeSchema } from './pair-horoscope';
import { PROFILE_SECTIONS, TOGGLE_SECTIONS, type ProfileSection, type ToggleSection } from './sections';
import {
  countryCodeField,
  dateOfBirthField,
  heightField,
  incomeField,
  integerField,
  optionalText,
  optionField,
  shortText,
  timeOfBirthField,
  weightField,
  yesNoField,
} from './fields';
import {
  BODY_TYPES,
  COMPLEXIONS,
  DIETS,
  DRINKING_HABITS,
  GOTRAS,
  MAX_SIBLINGS,
  PARENT_OCCUPATIONS,
  SMOKING_HABITS,
} from './options';
import {
  caste,
  checkIncome,
  community,
  incomeAmount,
  incomeCurrency,
  motherTongue,
  occupation,
  placeOfBirth,
  plansMoveToAustralia,
  qualification,
  religion,
  visaStatus,
  workingStatus,
} from './steps';
import { BirthCitySchema, cityOfBirthField, horoscopeOptInField, OwnHoroscopeSchema } from './birth';

export * from './options';
export * from './fields';
export * from './preferences';
export { PairHoroscopeSchema } from './pair-horoscope';
// Kept in modules of their own so a web page can import the step it needs without the phone number library:
// `@app/shared/profile/steps` (no phone), `@app/shared/profile/personal` (with it).
export * from './phone';
export * from './personal';
export * from './sections';
export * from './birth';
export {
  isAustralia,
  needsVisaStatus,
  QualificationDetailsInputSchema,
  LocationDetailsInputSchema,
  OtherDetailsInputSchema,
  type QualificationDetailsInput,
  type QualificationDetails,
  type LocationDetailsInput,
  type LocationDetails,
  type OtherDetailsInput,
  type OtherDetails,
} from './steps';

/**
 * The member profile (issue: profile). One schema per onboarding step and per My Details
 * section, used by the forms (zodResolver) and by the routes (fastify-type-provider-zod). Every body is a strict
 * object: a key the endpoint does not accept (usertype, role, completion flags, someone else's id) is refused
 * with a 400 naming it, never silently stored.
 */

/** The five onboarding steps in order, with their endpoint, page and completion flag. */
export const PROFILE_STEPS = [
  { key: 'personal', endpoint: 'form/personalDetails', path: '/personal-details', flag: 'isPersonalFormFilled' },
  {
    key: 'qualification',
    endpoint: 'form/qualificationDetails',
    path: '/qualification-details',
    flag: 'isQualificationFormFilled',
  },
  { key: 'location', endpoint: 'form/locationDetails', path: '/location-details', flag: 'isLocationFormFilled' },
  { key: 'photos', endpoint: 'form/profileImageUpload', path: '/photoupload', flag: 'isImageFormFilled' },
  { key: 'other', endpoint: 'form/otherDetails', path: '/other-details', flag: 'isOtherFormFilled' },
] as const;
export type ProfileStepKey = (typeof PROFILE_STEPS)[number]['key'];

/** Answer of every step save: the message, and the member with the updated completion flags. */
export const StepSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: SessionUserSchema,
});
export type StepSavedResponse = z.infer<typeof StepSavedResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// My Details section updates (PUT profile/update*). Keys are those of the reference; every key is optional, a
// key that is present replaces the stored value, and `null` clears an optional value.

export const UpdateFamilyDetailsInputSchema = z.strictObject({
  fatherOccupation: optionalText(optionField(PARENT_OCCUPATIONS, "Please choose your father's occupation.")),
  motherOccupation: optionalText(optionField(PARENT_OCCUPATIONS, "Please choose your mother's occupation.")),
  numberOfSiblings: integerField(0, MAX_SIBLINGS, `Please choose a number from 0 to ${MAX_SIBLINGS}.`)
    .nullable()
    .optional(),
  livingWithFamily: yesNoField('Please answer yes or no.').nullable().optional(),
});

/** `smokingHabbit` and `drinkingHabbit` keep the reference's spelling; `smokingHabit`/`drinkingHabit` are accepted too. */
export const UpdatePersonalBackgroundInputSchema = z
  .strictObject({
    height: heightField.nullable().optional(),
    weight: weightField.nullable().optional(),
    language: optionalText(motherTongue),
    bodyType: optionalText(optionField(BODY_TYPES, 'Please choose a body type from the list.')),
    smokingHabbit: optionalText(optionField(SMOKING_HABITS, 'Please choose from the list.')),
    smokingHabit: optionalText(optionField(SMOKING_HABITS, 'Please choose from the list.')),
    drinkingHabbit: optionalText(optionField(DRINKING_HABITS, 'Please choose from the list.')),
    drinkingHabit: optionalText(optionField(DRINKING_HABITS, 'Please choose from the list.')),
    diet: optionalText(optionField(DIETS, 'Please choose a diet from the list.')),
    complexion: optionalText(optionField(COMPLEXIONS, 'Please choose from the list.')),
  })
  .transform(({ smokingHabit, drinkingHabit, ...rest }) => ({
    ...rest,
    smokingHabbit: rest.smokingHabbit !== undefined ? rest.smokingHabbit : smokingHabit,
    drinkingHabbit: rest.drinkingHabbit !== undefined ? rest.drinkingHabbit : drinkingHabit,
  }));

/**
 * Date of birth has its own update (`UpdateDateOfBirthInputSchema`: recorded and limited); time and place are here,
 * with the horoscope opt-in and the city of birth (an id from `GET dropdown/cities`, null to clear it; its name
 * becomes `placeOfBirth`). `placeOfBirth` alone (older clients) sets the text and clears a city chosen before.
 */
export const UpdateReligiousBackgroundInputSchema = z.strictObject({
  religion: religion.optional(),
  community: community.optional(),
  subCommunity: optionalText(shortText('your sub-community')),
  caste: caste.optional(),
  gotra: optionalText(optionField(GOTRAS, 'Please choose a gotra from the list.')),
  timeOfBirth: optionalText(timeOfBirthField),
  placeOfBirth: optionalText(placeOfBirth),
  cityOfBirth: cityOfBirthField,
  horoscopeOptIn: horoscopeOptInField.optional(),
  motherTongue: motherTongue.optional(),
});

/**
 * PUT profile/updateDateOfBirth: the member corrects their date of birth, which decides the age others see. The
 * server checks the 18+ rule on its own clock, records each change and allows `DATE_OF_BIRTH_CORRECTIONS_PER_YEAR`.
 */
export const UpdateDateOfBirthInputSchema = z.strictObject({ dateOfBirth: dateOfBirthField });

/** `residencyVisaStatus` and `austrailanVisaStatus` name the same thing in the reference; either is accepted. */
export const UpdateLocationDetailsInputSchema = z
  .strictObject({
    currentLocation: optionalText(shortText('where you live now')),
    cityOfResidence: optionalText(shortText('your city')),
    country: countryCodeField('Please choose the country you live in.').optional(),
    state: shortText('your state').min(1, 'Please choose your state or region.').optional(),
    nationality: countryCodeField('Please choose your nationality.').optional(),
    citizenShip: countryCodeField('Please choose your citizenship.').optional(),
    residencyVisaStatus: visaStatus.optional(),
    austrailanVisaStatus: visaStatus.optional(),
    plansMoveToAustralia: plansMoveToAustralia.optional(),
  })
  .transform(({ residencyVisaStatus, austrailanVisaStatus, ...rest }) => ({
    ...rest,
    austrailanVisaStatus: austrailanVisaStatus ?? residencyVisaStatus,
  }))
  .superRefine((value, context) => {
    if ((value.country === undefined) !== (value.state === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [value.country === undefined ? 'country' : 'state'],
        message: 'Please choose the country and the state together.',
      });
    }
  });

export const UpdateEducationAndFinancialInputSchema = z
  .strictObject({
    qualification: qualification.optional(),
    occupation: occupation.optional(),
    currentWorkingStatus: workingStatus.optional(),
    workingStatus: workingStatus.optional(),
    income: incomeField.optional(),
    incomeCurrency: incomeCurrency.optional(),
    incomeAmount: incomeAmount.optional(),
  })
  .superRefine((value, context) => checkIncome(value, context, false));

/** PUT profile/updateInterstAndHobbies (reference spelling). */
export const UpdateInterestsInputSchema = z.strictObject({ hobbies: HobbiesSchema });

// ---------------------------------------------------------------------------------------------------------
// Section visibility (POST toggle/toggle)

/**
 * The basic card and the five detail sections, as a profile page draws them (the owner's My Details carries more in
 * its religious section: the horoscope opt-in and the city of birth, which no other member is sent).
 */
export type ProfileSections = Pick<
  MyDetails,
  'basic_and_lifestyle' | Exclude<ProfileSection, 'religious_background'>
> & {
  religious_background: ReligiousBackground;
};

export const ToggleInputSchema = z.strictObject({
  section: z.enum(TOGGLE_SECTIONS, { error: 'That section does not exist.' }),
  status: z.boolean({ error: 'Please say whether the section is visible (true) or hidden (false).' }),
});
export const ToggleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ section: z.enum(TOGGLE_SECTIONS), status: z.boolean() }),
});

// ---------------------------------------------------------------------------------------------------------
// What the server answers. The serializer parses every answer through these schemas, so a field that is not
// listed here can never reach a client, whatever a query selected.

const nullableString = z.string().nullable();

export const BasicAndLifestyleSchema = z.object({
  userId: z.string(),
  firstName: nullableString,
  /** Other members see the last name only when connected (docs/privacy.md). */
  lastName: nullableString.optional(),
  displayName: nullableString,
  gender: nullableString,
  age: z.number().int().nullable(),
  about: nullableString,
  /**
   * The about text in a second language, written by the member (never machine-translated), and that language; both
   * null when there is none. Sent with `about` to every viewer who may see `about`, whatever their language: the
   * page shows the text in the language it is shown in (the web's profile view), with a way to read the other.
   */
  aboutSecond: nullableString,
  aboutSecondLanguage: z.enum(LANGUAGE_CODES).nullable(),
  religion: nullableString,
  maritalStatus: nullableString,
  numberOfChildren: z.number().int().nullable(),
  postedBy: nullableString,
});

export const FamilyDetailsSchema = z.object({
  fatherOccupation: nullableString,
  motherOccupation: nullableString,
  numberOfSiblings: z.number().int().nullable(),
  livingWithFamily: nullableString,
});

export const PersonalBackgroundSchema = z.object({
  /** "5 ft 6 in (168 cm)" */
  height: nullableString,
  heightCm: z.number().int().nullable(),
  /** "60 kg" */
  weight: nullableString,
  weightKg: z.number().int().nullable(),
  bodyType: nullableString,
  language: nullableString,
  smokingHabbit: nullableString,
  drinkingHabbit: nullableString,
  diet: nullableString,
  complexion: nullableString,
});

export const ReligiousBackgroundSchema = z.object({
  religion: nullableString,
  community: nullableString,
  subCommunity: nullableString,
  caste: nullableString,
  gotra: nullableString,
  /** Birth details: the owner and accepted connections only (docs/privacy.md). */
  dateOfBirth: nullableString.optional(),
  timeOfBirth: nullableString.optional(),
  placeOfBirth: nullableString.optional(),
  motherTongue: nullableString,
});

export type ReligiousBackground = z.infer<typeof ReligiousBackgroundSchema>;

export const LocationBackgroundSchema = z.object({
  /** Country name (the reference stores names); `countryCode` is the ISO code. */
  country: nullableString,
  countryCode: nullableString,
  state: nullableString,
  /** Exact whereabouts: the owner and accepted connections only. */
  currentLocation: nullableString.optional(),
  cityOfResidence: nullableString.optional(),
  nationality: nullableString,
  nationalityCode: nullableString,
  citizenShip: nullableString,
  citizenShipCode: nullableString,
  residencyVisaStatus: nullableString,
  austrailanVisaStatus: nullableString,
  /** Asked of members living outside Australia; null until answered. */
  plansMoveToAustralia: z.boolean().nullable().optional(),
});

export const EducationAndFinancialSchema = z.object({
  qualification: nullableString,
  occupation: nullableString,
  workingStatus: nullableString,
  currentWorkingStatus: nullableString,
  /** Band value ("50000-75000"); `incomeLabel` is its text, or the amount in the member's own currency. */
  income: nullableString,
  incomeLabel: nullableString,
  /** When the member gave an amount: its currency, the amount, and its AUD equivalent (the band is of that). */
  incomeCurrency: nullableString.optional(),
  incomeAmount: z.number().nullable().optional(),
  incomeAud: z.number().nullable().optional(),
});

/**
 * The religious section as its owner sees it (My Details, the section's updates): with the horoscope opt-in and the
 * city of birth chosen (its coordinates and zone as kept with the profile). Never in another member's answer.
 */
export const OwnReligiousBackgroundSchema = ReligiousBackgroundSchema.extend({
  horoscopeOptIn: z.boolean(),
  cityOfBirth: BirthCitySchema.nullable(),
});

export const ToggleStatusSchema = z.object(
  Object.fromEntries(TOGGLE_SECTIONS.map((section) => [section, z.boolean()])) as Record<ToggleSection, z.ZodBoolean>,
);

/** GET profile/mydetails → `data[0]`, without fcmToken. */
export const MyDetailsSchema = z.object({
  userId: z.string(),
  usertype: UserTypeSchema,
  /** Medium-size URLs of the member's photos, primary first (reference shape). */
  profileImage: z.array(z.string()),
  photos: z.array(PhotoViewSchema),
  photoVisibility: PhotoVisibilitySchema,
  toggleStatus: ToggleStatusSchema,
  basic_and_lifestyle: BasicAndLifestyleSchema.extend({ lastName: nullableString }),
  family_details: FamilyDetailsSchema,
  personal_background: PersonalBackgroundSchema,
  religious_background: OwnReligiousBackgroundSchema,
  location_background: LocationBackgroundSchema,
  education_and_financial: EducationAndFinancialSchema,
  interest_and_hobbies: z.array(z.string()),
  contactNumber: nullableString,
  /** The member's own horoscope: the opt-in and the chart stored from their birth details (docs/horoscope.md). */
  horoscope: OwnHoroscopeSchema,
});
export type MyDetails = z.infer<typeof MyDetailsSchema>;
export const MyDetailsResponseSchema = z.object({ success: z.literal(true), data: z.array(MyDetailsSchema) });

/** Every section update answers with the section as it is now stored, keyed like myDetails. */
export const SectionUpdatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  section: z.string(),
  data: z.unknown(),
});

export const PhotoAccessSchema = z.object({
  /** Whether the viewer sees the sharp photos. */
  granted: z.boolean(),
  /** Why not, when not: the owner's setting, or a plan the viewer needs (entitlements). */
  reason: z.enum(['connections_only', 'on_request', 'plan']).nullable(),
  /** For `on_request`: the viewer's request, if any. */
  requestStatus: z.enum(['pending', 'granted', 'declined']).nullable(),
});

/**
 * The keys of each detail section, as the owner sees them (My Details). Another member's answer carries the keys
 * the server's one field decision shows them (`decideField` in the server's privacy.ts), and `planLocks.withheld`
 * names, by these keys, the ones the viewer's plan withholds.
 */
export const SECTION_FIELDS = {
  family_details: Object.keys(FamilyDetailsSchema.shape),
  personal_background: Object.keys(PersonalBackgroundSchema.shape),
  religious_background: Object.keys(ReligiousBackgroundSchema.shape),
  location_background: Object.keys(LocationBackgroundSchema.shape),
  education_and_financial: Object.keys(EducationAndFinancialSchema.shape),
} as const satisfies Record<ProfileSection, readonly string[]>;

/**
 * What the viewer's plan withholds of this member (entitlements, `@app/shared/plans`): the five detail sections
 * (absent from the answer when `fullProfile` is true) and the sharp photos (only the blurred variant is issued when
 * `sharpPhotos` is true, whatever the owner's photo setting). `requiredTier` is the lowest tier that unlocks both
 * (null when nothing is locked). `withheld` lists, section by section, the fields the owner shares (switch on) that
 * the plan withholds: what a page may say is "for paid plans" (never a field the answer carries, such as the
 * religion the basic card shows). Never locked on one's own profile.
 */
export const PlanLocksSchema = z.object({
  fullProfile: z.boolean(),
  sharpPhotos: z.boolean(),
  requiredTier: UserTypeSchema.nullable(),
  withheld: z.array(z.object({ section: z.enum(PROFILE_SECTIONS), fields: z.array(z.string()) })),
});
export type PlanLocks = z.infer<typeof PlanLocksSchema>;

/**
 * POST profile/getUserDetails → `data[0]`: one member as this viewer may see them, decided by the server's
 * privacy presenter (docs/privacy.md). Sections the owner switched off, or the viewer's plan locks (`planLocks`),
 * are absent, not empty. Never present: e-mail, fcmToken, uid, anything about payments.
 */
export const PublicProfileSchema = z.object({
  userId: z.string(),
  userType: UserTypeSchema,
  /**
   * Identity checked by our team (the verified tick, issue 14). Always sent by this server (optional in the schema
   * only for clients built before verification).
   */
  verified: z.boolean().optional(),
  isSelf: z.boolean(),
  profileImage: z.array(z.string()),
  photos: z.array(PhotoViewSchema),
  photoAccess: PhotoAccessSchema,
  /** Always sent by this server (optional in the schema only for clients built before plans). */
  planLocks: PlanLocksSchema,
  basic_and_lifestyle: BasicAndLifestyleSchema,
  family_details: FamilyDetailsSchema.optional(),
  personal_background: PersonalBackgroundSchema.optional(),
  religious_background: ReligiousBackgroundSchema.optional(),
  location_background: LocationBackgroundSchema.optional(),
  education_and_financial: EducationAndFinancialSchema.optional(),
  interest_and_hobbies: z.array(z.string()),
  /** Only where the rules allow it (today: the owner); contact-detail consent arrives with the connections work. */
  contactNumber: nullableString.optional(),
  connection_status: z.enum(CONNECTION_STATUSES),
  connectionType: z.enum(CONNECTION_TYPES),
  /** The profile is looked after with family (ADR 017): the helpers' relations, never their names. */
  managedBy: z.array(z.enum(FAMILY_RELATIONS)).optional(),
  /**
   * Guna Milan between the viewer and this member (issue 31): only when both opted in to horoscope matching and both
   * Moons are certain; absent otherwise (and on one's own profile).
   */
  horoscope: PairHoroscopeSchema.optional(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
export const GetUserDetailsInputSchema = z.strictObject({ userId: z.uuid({ error: 'That profile does not exist.' }) });
export const PublicProfileResponseSchema = z.object({ success: z.literal(true), data: z.array(PublicProfileSchema) });

export const MissingFieldSchema = z.object({
  section: z.string(),
  field: z.string(),
  label: z.string(),
});
export const ProfilePercentageResponseSchema = z.object({
  success: z.literal(true),
  percentage: z.number().int().min(0).max(100),
  missing: z.array(MissingFieldSchema),
});
export type ProfilePercentageResponse = z.infer<typeof ProfilePercentageResponseSchema>;

/** Reference dropdown shape: `{ success, data: [{ id, value }] }` (value is what the forms send back). */
export const DropdownResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({ id: z.union([z.string(), z.number()]).nullable(), value: z.string(), group: z.string().optional() }),
  ),
});
export type DropdownItem = z.infer<typeof DropdownResponseSchema>['data'][number];
