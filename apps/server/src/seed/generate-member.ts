import {
  EDUCATION_LEVELS,
  GOTRAS,
  HEIGHT_OPTIONS,
  qualificationLevel,
  type IncomeBand,
  type MustHaveKey,
  type PartnerPreferences,
  type WorkingStatus,
} from '@app/shared/profile';
import type { PhotoVisibility } from '@app/shared/photos';
import type { UserType } from '@app/shared/plans';
import { BILLING_PERIOD_MONTHS, PLANS, type BillingPeriod } from '@app/shared/plans/catalogue';
import type { GENDERS, HOBBIES, IMPORTANCE, LIVING_IN_AUSTRALIA, Answers } from '@app/shared/questionnaire';
import { composeAbout } from './about';
import { chooseCareer, type CareerChoice } from './careers';
import { HERITAGES, nameSetFor, type Heritage } from './heritages';
import { seedHoroscope, type SeedHoroscope } from './horoscope';
import { ABROAD_CITIES, AUSTRALIAN_CITIES, mobileNumber, type Place } from './places';
import { LOCAL_SESSION_PREFIX } from '../modules/payments/providers';
import { addMonths } from '../modules/plans/subscriptions.service';
import { Random, type Weighted } from './random';

/**
 * One complete demo member, a pure function of (seed, index, today): the account, the twelve questionnaire answers,
 * the five onboarding steps in the exact shape their endpoints accept (so the shared step schemas validate them),
 * the rest of the profile (family, background, section switches) and the partner preferences, derived from the
 * answers the way sign-up derives them. `today` only moves the dates (birth dates keep the drawn age true on the day
 * the seed runs, join dates stay in the recent past); every other value depends on the seed and the index alone.
 */

export type Gender = (typeof GENDERS)[number];
type PostedBy = 'Myself' | 'Child' | 'Sibling' | 'Friend' | 'Relative';

/**
 * The plan a Premium or Exclusive member bought (a row of the plans table, `<plan>-<monthly|yearly>`) through the
 * built-in local checkout (`checkoutId`, `cs_local_…`), running on the day the seed is true on: the subscription
 * that makes their usertype what it is, as a real purchase would.
 */
export type SeedSubscription = { planId: string; checkoutId: string; startsAt: Date; endsAt: Date };

export type SeedMember = {
  index: number;
  id: string;
  uid: string;
  email: string;
  usertype: UserType;
  /** Null for Standard members; a paid member's running plan otherwise. */
  subscription: SeedSubscription | null;
  createdAt: Date;
  /** Last sign-in: most members within days, a few months ago (never before joining). */
  lastActiveAt: Date;
  gender: Gender;
  answers: Answers;
  personal: {
    firstName: string;
    lastName: string;
    displayName: string;
    maritalStatus: string;
    numberOfChildren: number;
    contactNumber: string;
    aboutYourSelf: string;
  };
  qualification: {
    qualification: string;
    currentWorkingStatus: WorkingStatus;
    occupation: string;
    income: IncomeBand;
  };
  location: {
    citizenShip: string;
    country: string;
    state: string;
    austrailanVisaStatus: string;
    cityOfResidence: string;
  };
  other: {
    religion: string;
    community: string;
    caste: string;
    motherTongue: string;
    dateOfBirth: string;
    timeOfBirth: string;
    placeOfBirth: string;
    subCommunity: string;
    ethnicity: string;
  };
  background: {
    nationality: string;
    currentLocation: string;
    gotra: string;
    heightCm: number;
    weightKg: number;
    bodyType: string;
    language: string;
    smokingHabit: string;
    drinkingHabit: string;
    diet: string;
    complexion: string;
    fatherOccupation: string;
    motherOccupation: string;
    numberOfSiblings: number;
    livingWithFamily: boolean;
  };
  visibility: {
    familyDetailsVisible: boolean;
    personalDetailsVisible: boolean;
    religiousDetailsVisible: boolean;
    locationDetailsVisible: boolean;
    educationAndFinancialDetailsVisible: boolean;
    photoVisibility: PhotoVisibility;
    hidden: boolean;
  };
  preferences: PartnerPreferences;
  /** 1–3 numbers choosing this member's photos from the generated pool (see portraits.ts). */
  photoPicks: number[];
  /** Opted in to horoscope matching with a city of birth, and the chart computed from them; null otherwise. */
  horoscope: SeedHoroscope | null;
};

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_EMAIL_DOMAIN = 'demo.example';

/** Choices the demo account fixes instead of drawing. */
type Forced = {
  gender: Gender;
  heritage: string;
  religion: string;
  age: number;
  firstName: string;
  lastName: string;
  caste: string;
  place: Place;
  currentLocation: string;
  birthPlace: string;
  citizenship: string;
  career: CareerChoice;
  postedBy: PostedBy;
  interests: (typeof HOBBIES)[number][];
  genderSought: Gender;
  ageRange: { min: number; max: number };
  email: string;
  about: string;
  usertype: UserType;
  photoPicks: number[];
};

const DAY_MS = 86_400_000;

/**
 * A paid member's plan: monthly or yearly, bought on a day that leaves it running for at least two more days (up to
 * 25 days ago for a month, 360 for a year), never before they joined. Its own stream, so adding it left every other
 * drawn value as it was.
 */
function seedSubscription(
  seed: number,
  index: number,
  usertype: UserType,
  createdAt: Date,
  today: Date,
): SeedSubscription | null {
  const plan = PLANS.find((candidate) => candidate.userType === usertype);
  if (!plan?.prices) return null;
  const r = new Random(seed, index, 0x5ab);
  const period: BillingPeriod = r.chance(0.35) ? 'yearly' : 'monthly';
  const months = BILLING_PERIOD_MONTHS[period];
  const daysAgo = r.int(0, months === 1 ? 25 : 360);
  const startsAt = new Date(Math.max(createdAt.getTime(), today.getTime() - daysAgo * DAY_MS - r.int(0, DAY_MS - 1)));
  const checkoutId = `${LOCAL_SESSION_PREFIX}${Buffer.from(r.bytes(24)).toString('base64url')}`;
  return { planId: `${plan.id}-${period}`, checkoutId, startsAt, endsAt: addMonths(startsAt, months) };
}
// Time-ordered ids (UUID version 7 layout): consecutive members get consecutive keys, so a million inserts append to
// the primary-key indexes instead of splitting pages all over them. The timestamp part is synthetic.
const ID_EPOCH_MS = Date.UTC(2024, 0, 1);

function uuid7(index: number, random: Random): string {
  const bytes = random.bytes(16);
  let time = ID_EPOCH_MS + index;
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Lower-case ASCII for e-mail addresses ("D'Souza" → "dsouza"). */
export function emailSlug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Most members are in their late twenties and early thirties; a few are older, divorced or widowed. */
const AGE_BANDS: Weighted<readonly [number, number]> = [
  [[21, 24], 11],
  [[25, 29], 33],
  [[30, 34], 26],
  [[35, 39], 13],
  [[40, 44], 7],
  [[45, 49], 4.5],
  [[50, 54], 3],
  [[55, 60], 2.5],
];

const HOBBY_WEIGHTS: Weighted<(typeof HOBBIES)[number]> = [
  ['Music', 14],
  ['Cooking', 12],
  ['Cinema', 12],
  ['Sports', 11],
  ['Literature', 8],
  ['Photography', 7],
  ['Dancing', 7],
  ['Art', 5],
  ['History', 4],
  ['Theater', 3],
  ['Craft', 3],
  ['Collecting', 2],
  ['Pottery', 1.5],
  ['Carpentry', 1.5],
];

const HEIGHTS = HEIGHT_OPTIONS.map((option) => option.value);
function nearestHeight(cm: number): number {
  let best = HEIGHTS[0] as number;
  for (const value of HEIGHTS) if (Math.abs(value - cm) < Math.abs(best - cm)) best = value;
  return best;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A birth date on which the member is exactly `age` on `today`. */
function dateOfBirth(today: Date, age: number, random: Random): string {
  const year = today.getUTCFullYear() - age;
  const month = today.getUTCMonth();
  // 29 February has no anniversary in most years: count from the 28th.
  const day = month === 1 && today.getUTCDate() === 29 ? 28 : today.getUTCDate();
  const anniversary = Date.UTC(year, month, day);
  return isoDate(new Date(anniversary - random.int(0, 364) * DAY_MS));
}

function pickHobbies(random: Random): (typeof HOBBIES)[number][] {
  if (random.chance(0.03)) return ['None'];
  const count = random.weighted<number>([
    [2, 30],
    [3, 35],
    [4, 22],
    [5, 13],
  ]);
  const chosen: (typeof HOBBIES)[number][] = [];
  while (chosen.length < count) {
    const hobby = random.weighted(HOBBY_WEIGHTS.filter(([value]) => !chosen.includes(value)));
    chosen.push(hobby);
  }
  return chosen;
}

function parseSurname(entry: string): { surname: string; caste: string | undefined } {
  const [surname, caste] = entry.split(':');
  return { surname: surname as string, caste };
}

const FAITHS_WITH_GOTRA = new Set(['Hindu', 'Jain']);

export function generateMember(seed: number, index: number, today: Date, forced?: Forced): SeedMember {
  const r = new Random(seed, index);
  const ids = new Random(seed, index, 0x1d5);

  // Who they are
  const gender: Gender =
    forced?.gender ??
    r.weighted<Gender>([
      ['Man', 49.5],
      ['Woman', 49.5],
      ['Non-binary', 1],
    ]);
  const heritage: Heritage = forced
    ? (HERITAGES.find((item) => item.key === forced.heritage) as Heritage)
    : r.weighted(HERITAGES.map((item) => [item, item.weight] as const));
  const religion = forced?.religion ?? r.weighted(heritage.religions);
  const names = nameSetFor(heritage, religion as Heritage['religions'][number][0]);
  const [community, motherTongue] = r.weighted(heritage.communities);
  let age = forced?.age ?? r.int(...r.weighted(AGE_BANDS));
  if (!forced && gender === 'Woman' && age > 21 && r.chance(0.4)) age -= 1;

  const firstName =
    forced?.firstName ??
    r.pick(gender === 'Woman' ? names.female : gender === 'Man' ? names.male : r.pick([names.female, names.male]));
  const gendered = gender === 'Woman' ? names.femaleSurnames : gender === 'Man' ? names.maleSurnames : undefined;
  const { surname, caste: surnameCaste } =
    forced !== undefined
      ? { surname: forced.lastName, caste: undefined }
      : gendered && r.chance(0.5)
        ? { surname: r.pick(gendered), caste: undefined }
        : parseSurname(r.pick(names.surnames));
  // A surname that tells the caste is kept, except by members who would rather not say or say it does not matter.
  const caste =
    forced?.caste ??
    (surnameCaste
      ? r.chance(0.88)
        ? surnameCaste
        : r.pick(['Caste no bar', 'Prefer not to say'])
      : r.weighted(names.castes));

  // Where they live and come from
  const livesInAustralia = forced ? forced.place.country === 'AU' : r.chance(0.72);
  const place: Place =
    forced?.place ??
    (livesInAustralia ? r.weighted(AUSTRALIAN_CITIES) : (ABROAD_CITIES[r.weighted(heritage.abroad)] as Place));
  const currentLocation = forced?.currentLocation ?? (place.suburbs ? r.pick(place.suburbs) : place.city);
  const bornInAustralia = !forced && livesInAustralia && age <= 35 && r.chance(0.25);
  const birthPlace =
    forced?.birthPlace ??
    (bornInAustralia
      ? r.chance(0.7)
        ? place.city
        : r.weighted(AUSTRALIAN_CITIES).city
      : r.pick(heritage.birthPlaces));
  let citizenship: string;
  if (forced) citizenship = forced.citizenship;
  else if (bornInAustralia) citizenship = 'AU';
  else if (livesInAustralia) citizenship = r.chance(age >= 35 ? 0.62 : 0.4) ? 'AU' : heritage.homeCountry;
  else if (place.country === heritage.homeCountry || place.country === 'AE') citizenship = heritage.homeCountry;
  else citizenship = r.chance(place.country === 'SG' ? 0.4 : 0.55) ? place.country : heritage.homeCountry;

  // Work
  const careerGender = gender === 'Non-binary' ? r.pick(['man', 'woman'] as const) : gender === 'Man' ? 'man' : 'woman';
  const career = forced?.career ?? chooseCareer(r, { gender: careerGender, age, country: place.country });

  let visa = 'Not applicable - living outside Australia';
  if (livesInAustralia) {
    if (citizenship === 'AU') visa = 'Australian citizen';
    else if (career.occupation === 'Student' && r.chance(0.75)) visa = 'Student visa';
    else {
      visa = r.weighted<string>([
        ['Permanent resident', 50],
        ['Skilled visa', 10],
        ['Employer sponsored visa', 8],
        ['Temporary graduate visa', age < 35 ? 10 : 2],
        ['Partner visa', 5],
        ['Other family visa', 2],
        ['Bridging visa', 3],
        ['Working holiday visa', age <= 30 ? 2 : 0],
        ['Business or investor visa', 1],
        ['Global talent visa', 1],
        ['Humanitarian visa', 1],
        ['Other temporary visa', 1],
      ]);
    }
  }

  // Marriage history
  const neverMarriedShare =
    age < 28 ? 0.97 : age < 33 ? 0.9 : age < 38 ? 0.78 : age < 45 ? 0.6 : age < 50 ? 0.45 : 0.35;
  const maritalStatus =
    forced || r.chance(neverMarriedShare)
      ? 'Never Married'
      : r.weighted<string>([
          ['Divorced', 55],
          ['Awaiting Divorce', 15],
          ['Widowed', age >= 40 ? 22 : 5],
          ['Annulled', 5],
        ]);
  const numberOfChildren =
    maritalStatus === 'Never Married'
      ? 0
      : r.weighted<number>([
          [0, 45],
          [1, 30],
          [2, age >= 32 ? 20 : 8],
          [3, age >= 38 ? 5 : 1],
        ]);

  // Body and habits
  const heightMean = gender === 'Man' ? 172 : gender === 'Woman' ? 159 : 166;
  const heightCm = nearestHeight(Math.min(203, Math.max(137, r.normal(heightMean, gender === 'Non-binary' ? 8 : 6.5))));
  const bmi = Math.min(36, Math.max(17.5, r.normal(24, 3.2)));
  const weightKg = Math.min(200, Math.max(35, Math.round(bmi * (heightCm / 100) ** 2)));
  const interestsList = forced?.interests ?? pickHobbies(r);
  const sporty = interestsList.includes('Sports');
  const bodyType =
    bmi < 19.5
      ? 'Slim'
      : bmi < 25
        ? sporty && r.chance(0.55)
          ? 'Athletic'
          : r.chance(0.2)
            ? 'Slim'
            : 'Average'
        : bmi < 29.5
          ? 'Average'
          : 'Heavy';
  const brahmin = caste.startsWith('Brahmin');
  const diet = r.weighted<string>(
    religion === 'Jain'
      ? [
          ['Jain vegetarian', 70],
          ['Vegetarian', 25],
          ['Vegan', 5],
        ]
      : religion === 'Hindu'
        ? [
            ['Vegetarian', brahmin ? 72 : 36],
            ['Eggetarian', 10],
            ['Non-vegetarian', brahmin ? 14 : 50],
            ['Vegan', 4],
          ]
        : religion === 'Sikh'
          ? [
              ['Vegetarian', 40],
              ['Eggetarian', 8],
              ['Non-vegetarian', 50],
              ['Vegan', 2],
            ]
          : religion === 'Muslim'
            ? [
                ['Non-vegetarian', 95],
                ['Vegetarian', 3],
                ['Eggetarian', 2],
              ]
            : religion === 'Buddhist'
              ? [
                  ['Non-vegetarian', 65],
                  ['Vegetarian', 30],
                  ['Vegan', 5],
                ]
              : [
                  ['Non-vegetarian', 85],
                  ['Vegetarian', 10],
                  ['Vegan', 5],
                ],
  );
  const smokingHabit = r.weighted<string>(
    gender === 'Woman'
      ? [
          ['Never smokes', 96],
          ['Smokes occasionally', 3],
          ['Smokes regularly', 1],
        ]
      : [
          ['Never smokes', 87],
          ['Smokes occasionally', 9],
          ['Smokes regularly', 4],
        ],
  );
  const abstains = religion === 'Muslim' || religion === 'Jain';
  const drinkingHabit = r.weighted<string>(
    abstains
      ? [
          ['Never drinks', 95],
          ['Drinks socially', 5],
        ]
      : [
          ['Never drinks', gender === 'Woman' ? 58 : 45],
          ['Drinks socially', 48],
          ['Drinks regularly', gender === 'Woman' ? 2 : 7],
        ],
  );
  const complexion = r.weighted<string>([
    ['Very fair', 5],
    ['Fair', 24],
    ['Wheatish', 30],
    ['Wheatish medium', 18],
    ['Wheatish brown', 14],
    ['Dark', 9],
  ]);
  const ethnicity = forced
    ? 'South Asian'
    : heritage.key === 'angloIndian'
      ? r.chance(0.6)
        ? 'Mixed'
        : 'South Asian'
      : r.weighted<string>([
          ['South Asian', 95],
          ['Mixed', 4],
          [heritage.key === 'fijianIndian' ? 'Pacific Islander' : 'Other', 1],
        ]);
  const language = motherTongue === 'English' || r.chance(0.55) ? 'English' : motherTongue;

  // Family
  const parentAge = age + 28;
  const fatherOccupation = r.weighted<string>(
    parentAge >= 72
      ? [
          ['Retired', 50],
          ['Passed away', 32],
          ['Business owner', 10],
          ['Professional', 8],
        ]
      : parentAge >= 60
        ? [
            ['Retired', 45],
            ['Employed', 18],
            ['Business owner', 15],
            ['Professional', 15],
            ['Passed away', 7],
          ]
        : [
            ['Employed', 38],
            ['Business owner', 25],
            ['Professional', 27],
            ['Retired', 10],
          ],
  );
  const motherOccupation = r.weighted<string>(
    parentAge >= 72
      ? [
          ['Homemaker', 45],
          ['Retired', 25],
          ['Passed away', 25],
          ['Professional', 5],
        ]
      : [
          ['Homemaker', parentAge >= 60 ? 45 : 35],
          ['Employed', 22],
          ['Professional', 18],
          ['Business owner', 6],
          ['Retired', parentAge >= 60 ? 12 : 4],
          ['Passed away', 3],
        ],
  );
  const numberOfSiblings = r.weighted<number>([
    [0, 12],
    [1, 40],
    [2, 30],
    [3, 12],
    [4, 5],
    [5, 1],
  ]);
  const livingWithFamily = r.chance(
    numberOfChildren > 0 ? 0.15 : age < 30 ? (livesInAustralia ? 0.4 : 0.8) : livesInAustralia ? 0.18 : 0.45,
  );

  // The questionnaire
  const postedBy: PostedBy =
    forced?.postedBy ??
    r.weighted<PostedBy>(
      age >= 40
        ? [
            ['Myself', 90],
            ['Sibling', 4],
            ['Relative', 3],
            ['Friend', 3],
          ]
        : [
            ['Myself', 68],
            ['Child', 17],
            ['Sibling', 7],
            ['Relative', 4],
            ['Friend', 4],
          ],
    );
  const genderSought: Gender =
    forced?.genderSought ??
    (gender === 'Non-binary'
      ? r.weighted<Gender>([
          ['Man', 40],
          ['Woman', 40],
          ['Non-binary', 20],
        ])
      : r.weighted<Gender>([
          [gender === 'Man' ? 'Woman' : 'Man', 97],
          [gender, 2],
          ['Non-binary', 1],
        ]));
  let ageRange: { min: number; max: number };
  if (forced) ageRange = forced.ageRange;
  else {
    let min: number;
    let max: number;
    if (gender === 'Man' && genderSought === 'Woman') {
      min = age - r.int(3, 8);
      max = age + r.int(0, 3);
    } else if (gender === 'Woman' && genderSought === 'Man') {
      min = age - r.int(0, 2);
      max = age + r.int(4, 8);
    } else {
      min = age - r.int(3, 6);
      max = age + r.int(3, 6);
    }
    min = Math.max(20, min);
    max = Math.min(85, Math.max(max, min + 2));
    ageRange = { min, max };
  }
  const livingInAustraliaAnswer = r.weighted<(typeof LIVING_IN_AUSTRALIA)[number]>(
    livesInAustralia
      ? [
          ['Yes', 50],
          ["Doesn't matter", 46],
          ['No', 4],
        ]
      : [
          ['Yes', 45],
          ["Doesn't matter", 50],
          ['No', 5],
        ],
  );
  const importance = (must: number) =>
    r.weighted<(typeof IMPORTANCE)[number]>([
      ["It's a must", must],
      ["Doesn't matter", 85 - must],
      ['Prefer not to say', 15],
    ]);
  const traditional = religion === 'Hindu' || religion === 'Jain';
  const horoscope = importance(traditional ? 30 : religion === 'Sikh' ? 10 : 3);
  const casteMatters = importance(traditional || religion === 'Sikh' ? 22 : 8);
  const weddingGoals = r.weighted<Answers[4]>([
    ['Serious to get married soon', 55],
    ['Should understand each other first', 37],
    ['Not sure, just browsing', 8],
  ]);
  const answers: Answers = {
    1: gender,
    2: genderSought,
    3: r.weighted<Answers[3]>([
      ['I am new to it', 45],
      ['Sometimes', 40],
      ['Prefer not to say', 15],
    ]),
    4: weddingGoals,
    5: r.weighted<Answers[5]>([
      ['Just started', 50],
      ["It's been a while", 30],
      ['Sometimes but not often', 20],
    ]),
    6: postedBy,
    7: age,
    8: ageRange,
    9: livingInAustraliaAnswer,
    10: horoscope,
    11: casteMatters,
    12: interestsList,
  };

  // Partner preferences, seeded from the answers like sign-up does, plus a few of the member's own
  const ownLevel = qualificationLevel(career.qualification) ?? 'secondary';
  let heightMinCm: number | null = null;
  let heightMaxCm: number | null = null;
  if (r.chance(0.55)) {
    if (genderSought === 'Man') {
      heightMinCm = nearestHeight(Math.max(heightCm + r.int(-3, 8), 150));
      heightMaxCm = nearestHeight(heightMinCm + r.int(15, 28));
    } else if (genderSought === 'Woman') {
      heightMinCm = nearestHeight(r.int(145, 155));
      heightMaxCm = nearestHeight(Math.max(heightCm + r.int(-2, 4), heightMinCm + 10));
    } else {
      heightMinCm = nearestHeight(r.int(150, 160));
      heightMaxCm = nearestHeight(r.int(175, 190));
    }
  }
  const vegetarian = ['Vegetarian', 'Vegan', 'Jain vegetarian', 'Eggetarian'].includes(diet);
  const religions =
    religion === 'Spiritual - not religious' || religion === 'No Religion'
      ? r.chance(0.3)
        ? ['Spiritual - not religious', 'No Religion']
        : []
      : r.chance(0.65)
        ? religion === 'Hindu' && r.chance(0.2)
          ? ['Hindu', r.pick(['Jain', 'Sikh'])]
          : [religion]
        : [];
  const preferences: PartnerPreferences = {
    genderSought: [genderSought],
    ageMin: ageRange.min,
    ageMax: ageRange.max,
    heightMinCm,
    heightMaxCm,
    maritalStatuses:
      maritalStatus === 'Never Married'
        ? r.chance(0.6)
          ? ['Never Married']
          : []
        : r.chance(0.5)
          ? ['Never Married', 'Divorced', 'Widowed', 'Annulled']
          : [],
    religions: religions as PartnerPreferences['religions'],
    communities: r.chance(0.35) ? [community] : [],
    motherTongues: r.chance(0.25) ? [motherTongue] : [],
    countries: livesInAustralia ? (r.chance(0.4) ? ['AU'] : []) : r.chance(0.3) ? ['AU', place.country] : [],
    educationLevel: r.chance(0.5)
      ? null
      : (r.pick(EDUCATION_LEVELS.slice(0, Math.max(1, EDUCATION_LEVELS.indexOf(ownLevel) + 1))) ?? null),
    diets: vegetarian && r.chance(0.5) ? ['Vegetarian', 'Vegan', 'Jain vegetarian', 'Eggetarian'] : [],
    smoking: smokingHabit === 'Never smokes' && r.chance(0.5) ? ['Never smokes'] : [],
    drinking: drinkingHabit === 'Never drinks' && r.chance(0.35) ? ['Never drinks'] : [],
    horoscopeImportance: horoscope,
    minGunas: null,
    casteImportance: casteMatters,
    livingInAustralia: livingInAustraliaAnswer,
    weddingGoals,
    interests: interestsList.filter((item) => item !== 'None'),
    mustHave: [],
  } as PartnerPreferences;
  const candidates: MustHaveKey[] = [];
  if (heightMinCm !== null) candidates.push('heightRange');
  for (const key of [
    'maritalStatuses',
    'religions',
    'communities',
    'motherTongues',
    'countries',
    'diets',
    'smoking',
    'drinking',
  ] as const) {
    if (preferences[key].length > 0) candidates.push(key);
  }
  if (preferences.educationLevel) candidates.push('educationLevel');
  if (livingInAustraliaAnswer !== "Doesn't matter") candidates.push('livingInAustralia');
  const mustHaveCount = r.weighted<number>([
    [0, 45],
    [1, 35],
    [2, 15],
    [3, 5],
  ]);
  preferences.mustHave = r.sample(candidates, mustHaveCount);

  // Account
  const country = place.country;
  const contactNumber = mobileNumber(country, r);
  const about =
    forced?.about ??
    composeAbout(
      {
        firstName,
        gender,
        age,
        postedBy,
        occupation: career.occupation,
        workingStatus: career.workingStatus,
        qualification: career.qualification,
        city: place.city,
        livesInAustralia,
        birthPlace,
        community: community === 'Other' || community === 'Not Relevant' ? heritage.key : community,
        religion,
        diet,
        interests: interestsList,
        greeting: heritage.greetings[religion as keyof Heritage['greetings']] ?? heritage.greetings['*'],
        siblings: numberOfSiblings,
        genderSought,
      },
      r,
    );
  const joinedDaysAgo = Math.floor(720 * r.next() ** 1.6);
  const createdAt = new Date(today.getTime() - (joinedDaysAgo + 1) * DAY_MS + r.int(0, DAY_MS - 1));
  const usertype =
    forced?.usertype ??
    r.weighted<UserType>([
      ['Standard', 78],
      ['Premium', 16],
      ['Exclusive', 6],
    ]);
  const photoCount = r.weighted<number>([
    [1, 35],
    [2, 35],
    [3, 30],
  ]);
  const photoPicks = forced?.photoPicks ?? Array.from({ length: photoCount }, () => r.uint32());
  const visible = () => r.chance(0.94);
  // Its own stream, so adding it left every other drawn value as it was.
  const activity = new Random(seed, index, 0xac7);
  const idleDays = Math.floor(Math.min(joinedDaysAgo, 180) * activity.next() ** 3);
  const lastActiveAt = new Date(
    Math.max(createdAt.getTime(), today.getTime() - idleDays * DAY_MS - activity.int(0, DAY_MS - 1)),
  );

  const member: Omit<SeedMember, 'horoscope'> = {
    index,
    id: uuid7(index, ids),
    uid: Buffer.from(ids.bytes(12)).toString('base64url'),
    email: forced?.email ?? `${emailSlug(firstName)}.${emailSlug(surname)}.${index}@${DEMO_EMAIL_DOMAIN}`,
    usertype,
    subscription: seedSubscription(seed, index, usertype, createdAt, today),
    createdAt,
    lastActiveAt,
    gender,
    answers,
    personal: {
      firstName,
      lastName: surname,
      displayName: r.chance(0.5) ? firstName : `${firstName} ${surname.charAt(0)}.`,
      maritalStatus,
      numberOfChildren,
      contactNumber,
      aboutYourSelf: about,
    },
    qualification: {
      qualification: career.qualification,
      currentWorkingStatus: career.workingStatus,
      occupation: career.occupation,
      income: career.income,
    },
    location: {
      citizenShip: citizenship,
      country,
      state: place.state,
      austrailanVisaStatus: visa,
      cityOfResidence: place.city,
    },
    other: {
      religion,
      community,
      caste,
      motherTongue,
      dateOfBirth: dateOfBirth(today, age, r),
      timeOfBirth: `${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`,
      placeOfBirth: birthPlace,
      subCommunity: r.pick(heritage.subCommunities),
      ethnicity,
    },
    background: {
      nationality: citizenship,
      currentLocation,
      // Gotra counts towards a complete profile; members of faiths without one answer "Don't know", as the form offers.
      gotra: FAITHS_WITH_GOTRA.has(religion) ? (brahmin ? r.pick(GOTRAS.slice(0, 10)) : r.pick(GOTRAS)) : "Don't know",
      heightCm,
      weightKg,
      bodyType,
      language,
      smokingHabit,
      drinkingHabit,
      diet,
      complexion,
      fatherOccupation,
      motherOccupation,
      numberOfSiblings,
      livingWithFamily,
    },
    visibility: forced
      ? {
          familyDetailsVisible: true,
          personalDetailsVisible: true,
          religiousDetailsVisible: true,
          locationDetailsVisible: true,
          educationAndFinancialDetailsVisible: true,
          photoVisibility: 'members',
          hidden: false,
        }
      : {
          familyDetailsVisible: visible(),
          personalDetailsVisible: visible(),
          religiousDetailsVisible: visible(),
          locationDetailsVisible: visible(),
          educationAndFinancialDetailsVisible: visible(),
          photoVisibility: r.weighted<PhotoVisibility>([
            ['members', 72],
            ['connections', 18],
            ['on_request', 10],
          ]),
          hidden: r.chance(0.01),
        },
    preferences,
    photoPicks,
  };
  // Its own stream, so adding it left every other drawn value as it was.
  const seededHoroscope = seedHoroscope(new Random(seed, index, 0x4057), {
    religion,
    dateOfBirth: member.other.dateOfBirth,
    timeOfBirth: member.other.timeOfBirth,
    placeOfBirth: member.other.placeOfBirth,
    countries: [heritage.homeCountry, 'AU', 'IN'],
    optedIn: forced !== undefined,
  });
  return { ...member, horoscope: seededHoroscope };
}

const DEMO_ABOUT = [
  "Hi! I'm Priya, a software engineer in Melbourne. I grew up in Chennai, moved here for my master's and now call Glen Waverley home, though a part of my heart is always in my amma's kitchen.",
  "I love Carnatic music, cooking for friends on weekends, a good novel and taking photos on long walks along the Yarra. I'm close to my family, I value honesty and kindness, and I laugh easily.",
  "I'm looking for a kind, grounded man who respects both families, enjoys a good conversation and is ready to build a life together. If that sounds like you, please say hello.",
].join('\n\n');

// The demo login draws its remaining values from a stream of its own, so it is the same member whatever the seed.
const DEMO_STREAM = 0x5eed;

/** The demo login: member 0 of every seed, the same complete profile whatever the seed. */
export function generateDemoMember(today: Date): SeedMember {
  return generateMember(DEMO_STREAM, 0, today, {
    gender: 'Woman',
    heritage: 'tamil',
    religion: 'Hindu',
    age: 29,
    firstName: 'Priya',
    lastName: 'Raman',
    caste: 'Caste no bar',
    place: AUSTRALIAN_CITIES.find(([item]) => item.city === 'Melbourne')?.[0] as Place,
    currentLocation: 'Glen Waverley',
    birthPlace: 'Chennai',
    citizenship: 'AU',
    career: {
      occupation: 'Software Engineer',
      qualification: 'Master of Engineering / Technology (ME, MTech)',
      workingStatus: 'working',
      income: '100000-150000',
    },
    postedBy: 'Myself',
    interests: ['Music', 'Cooking', 'Literature', 'Photography'],
    genderSought: 'Man',
    ageRange: { min: 28, max: 35 },
    email: DEMO_EMAIL,
    about: DEMO_ABOUT,
    usertype: 'Standard',
    photoPicks: [11, 23, 37],
  });
}

/** Member `index` of a seed: 0 is the demo login, every other index a generated member. */
export function seedMemberAt(seed: number, index: number, today: Date): SeedMember {
  return index === 0 ? generateDemoMember(today) : generateMember(seed, index, today);
}
