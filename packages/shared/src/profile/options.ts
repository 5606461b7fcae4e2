/**
 * Profile option lists, cleaned up: one copy, in shared, versioned with the code. They feed the web
 * forms, the server's validation and the reference `dropdown/*` endpoints. Cleaning: duplicates merged, spelling
 * fixed, group headers ("-- Engineering --", "FREQUENTLY USED") turned into groups instead of options, income as
 * numeric AUD bands, heights in centimetres, preference-only values ("Doesn't matter") kept out of the traits a
 * member describes themselves with. Countries and states come from a maintained package on the server
 * (`country-state-city`, see the places module); the browser asks the server for them.
 *
 * Values are stored as written here. Labels for the UI are the values themselves (English) except where a list
 * carries its own `label`.
 */

import { INCOME_BANDS, type EducationLevel, type IncomeBand } from './labelled-options';

export { MARITAL_STATUSES, MAX_CHILDREN, type MaritalStatus } from './marital';
export {
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  INCOME_BANDS,
  INCOME_VALUES,
  WORKING_STATUSES,
  type EducationLevel,
  type IncomeBand,
  type WorkingStatus,
} from './labelled-options';
export const MAX_SIBLINGS = 12;

export const RELIGIONS = [
  'Hindu',
  'Muslim',
  'Christian',
  'Sikh',
  'Buddhist',
  'Jain',
  'Parsi',
  'Jewish',
  'Spiritual - not religious',
  'No Religion',
  'Other',
] as const;
export type Religion = (typeof RELIGIONS)[number];

/** Communities by language and region (the reference's list without its header rows and duplicates). */
export const COMMUNITIES = [
  'Assamese',
  'Awadhi',
  'Bengali',
  'Bhojpuri',
  'Bihari',
  'Coorgi',
  'Dogri',
  'Garhwali',
  'Gujarati',
  'Haryanvi',
  'Himachali',
  'Kannada',
  'Kashmiri',
  'Konkani',
  'Kumaoni',
  'Kutchi',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Marwari',
  'Nepali',
  'Odia',
  'Punjabi',
  'Rajasthani',
  'Sindhi',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Tulu',
  'Urdu',
  'Hindi',
  'Anglo-Indian',
  'Bangladeshi',
  'Fijian Indian',
  'Pakistani',
  'Sri Lankan Tamil',
  'Other',
  'Not Relevant',
] as const;
export type Community = (typeof COMMUNITIES)[number];

export const MOTHER_TONGUES = [
  'Assamese',
  'Awadhi',
  'Bengali',
  'Bhojpuri',
  'Chhattisgarhi',
  'Dogri',
  'English',
  'Fijian Hindi',
  'French',
  'Garhwali',
  'Gujarati',
  'Haryanvi',
  'Hindi',
  'Kannada',
  'Kashmiri',
  'Konkani',
  'Kumaoni',
  'Kutchi',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Marwari',
  'Nepali',
  'Odia',
  'Pashto',
  'Punjabi',
  'Rajasthani',
  'Sanskrit',
  'Santhali',
  'Sindhi',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Tulu',
  'Urdu',
  'Other',
] as const;
export type MotherTongue = (typeof MOTHER_TONGUES)[number];

/** Castes, sects and denominations, grouped by religion; "Caste no bar" and "Prefer not to say" for everyone. */
export const CASTES_BY_RELIGION = {
  Hindu: [
    'Agarwal',
    'Arora',
    'Baniya',
    'Brahmin',
    'Brahmin - Iyer',
    'Brahmin - Iyengar',
    'Brahmin - Saraswat',
    'Chettiar',
    'Ezhava',
    'Gounder',
    'Jat',
    'Kamma',
    'Kapu',
    'Kayastha',
    'Khatri',
    'Kshatriya',
    'Kurmi',
    'Lingayat',
    'Maratha',
    'Mudaliar',
    'Nadar',
    'Nair',
    'Patel',
    'Rajput',
    'Reddy',
    'Scheduled Caste',
    'Scheduled Tribe',
    'Thevar',
    'Vaishya',
    'Vanniyar',
    'Vokkaliga',
    'Yadav',
  ],
  Muslim: ['Sunni', 'Shia', 'Bohra', 'Ahmadiyya', 'Sufi'],
  Christian: ['Catholic', 'Orthodox', 'Protestant', 'Pentecostal', 'Syrian Christian', 'Anglican', 'Evangelical'],
  Sikh: ['Jat Sikh', 'Khatri Sikh', 'Arora Sikh', 'Ramgarhia', 'Saini', 'Ravidasia'],
  Jain: ['Digambar', 'Shwetambar'],
  Buddhist: ['Theravada', 'Mahayana', 'Vajrayana', 'Navayana'],
  Parsi: ['Parsi', 'Irani'],
  Jewish: ['Jewish'],
} as const satisfies Partial<Record<(typeof RELIGIONS)[number], readonly string[]>>;
export const CASTE_ANY = ['Caste no bar', 'Prefer not to say', 'Other'] as const;
/** Every caste value, once, for validation and the reference dropdown. */
/** The castes, sects or denominations a member of `religion` may choose: the religion's own, then those open to all. */
export function castesFor(religion: string | null | undefined): readonly string[] {
  const own = (CASTES_BY_RELIGION as Partial<Record<string, readonly string[]>>)[religion ?? ''] ?? [];
  return [...own, ...CASTE_ANY];
}

export const CASTES = [...new Set([...Object.values(CASTES_BY_RELIGION).flat(), ...CASTE_ANY])] as readonly string[];

export const GOTRAS = [
  'Agastya',
  'Atri',
  'Bharadwaj',
  'Gautam',
  'Jamadagni',
  'Kashyap',
  'Kaushik',
  'Shandilya',
  'Vashishtha',
  'Vishwamitra',
  'Other',
  "Don't know",
] as const;

export const BODY_TYPES = ['Slim', 'Athletic', 'Average', 'Heavy'] as const;
export const SMOKING_HABITS = ['Never smokes', 'Smokes occasionally', 'Smokes regularly'] as const;
export const DRINKING_HABITS = ['Never drinks', 'Drinks socially', 'Drinks regularly'] as const;
export const DIETS = ['Vegetarian', 'Eggetarian', 'Non-vegetarian', 'Vegan', 'Jain vegetarian'] as const;
export const COMPLEXIONS = ['Very fair', 'Fair', 'Wheatish', 'Wheatish medium', 'Wheatish brown', 'Dark'] as const;
export const ETHNICITIES = [
  'South Asian',
  'East Asian',
  'South-East Asian',
  'Middle Eastern',
  'African',
  'European',
  'Latin American',
  'Pacific Islander',
  'Aboriginal or Torres Strait Islander',
  'Mixed',
  'Other',
] as const;

/** Father's and mother's occupation (one list for both: the reference's two lists differed only in "Business Man/Woman"). */
export const PARENT_OCCUPATIONS = [
  'Employed',
  'Business owner',
  'Professional',
  'Homemaker',
  'Retired',
  'Passed away',
] as const;

/**
 * Currencies a member may give their income in (the community's common ones). The amount is compared in Australian
 * dollars: the server converts it with the operator's rates (`currency_rates`) and stores the AUD band of the result
 * in `income`, which every comparison reads.
 */
export const INCOME_CURRENCIES = [
  'AUD',
  'INR',
  'USD',
  'GBP',
  'CAD',
  'NZD',
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'OMR',
  'BHD',
  'SGD',
  'MYR',
  'EUR',
  'PKR',
  'NPR',
  'LKR',
  'BDT',
  'FJD',
  'ZAR',
] as const;
export type IncomeCurrency = (typeof INCOME_CURRENCIES)[number];
/** The largest yearly income accepted, in any currency (whole units). */
export const INCOME_AMOUNT_MAX = 2_000_000_000;

/** The AUD band a yearly amount in Australian dollars falls in. */
export function incomeBandOfAud(aud: number): IncomeBand {
  const band = INCOME_BANDS.find(
    (entry) => entry.min !== null && aud >= entry.min && (entry.max === null || aud < entry.max),
  );
  return band?.value ?? '0-25000';
}

/** "AED 250,000" (the member's own currency, as they gave it). */
export function formatIncomeAmount(currency: string, amount: number): string {
  return `${currency} ${amount.toLocaleString('en-AU')}`;
}

/** Qualifications by group, each with its level (long names, not abbreviations alone). */
export const QUALIFICATION_GROUPS = [
  {
    group: 'Engineering and technology',
    options: [
      { value: 'Bachelor of Engineering / Technology (BE, BTech)', level: 'bachelor' },
      { value: 'Master of Engineering / Technology (ME, MTech)', level: 'master' },
      { value: 'Bachelor of Computer Applications (BCA)', level: 'bachelor' },
      { value: 'Master of Computer Applications (MCA)', level: 'master' },
      { value: 'Bachelor of Architecture (BArch)', level: 'bachelor' },
      { value: 'Master of Architecture (MArch)', level: 'master' },
    ],
  },
  {
    group: 'Arts, science and commerce',
    options: [
      { value: 'Bachelor of Arts (BA)', level: 'bachelor' },
      { value: 'Master of Arts (MA)', level: 'master' },
      { value: 'Bachelor of Science (BSc)', level: 'bachelor' },
      { value: 'Master of Science (MSc)', level: 'master' },
      { value: 'Bachelor of Commerce (BCom)', level: 'bachelor' },
      { value: 'Master of Commerce (MCom)', level: 'master' },
      { value: 'Bachelor of Education (BEd)', level: 'bachelor' },
      { value: 'Master of Education (MEd)', level: 'master' },
      { value: 'Bachelor of Fine Arts (BFA)', level: 'bachelor' },
      { value: 'Master of Fine Arts (MFA)', level: 'master' },
      { value: 'Bachelor of Social Work (BSW)', level: 'bachelor' },
      { value: 'Master of Social Work (MSW)', level: 'master' },
    ],
  },
  {
    group: 'Management',
    options: [
      { value: 'Bachelor of Business Administration (BBA)', level: 'bachelor' },
      { value: 'Master of Business Administration (MBA)', level: 'master' },
      { value: 'Post Graduate Diploma in Management (PGDM)', level: 'master' },
      { value: 'Bachelor of Hotel Management (BHM)', level: 'bachelor' },
    ],
  },
  {
    group: 'Medicine and health',
    options: [
      { value: 'Bachelor of Medicine, Bachelor of Surgery (MBBS)', level: 'bachelor' },
      { value: 'Doctor of Medicine (MD) / Master of Surgery (MS)', level: 'master' },
      { value: 'Bachelor of Dental Surgery (BDS)', level: 'bachelor' },
      { value: 'Master of Dental Surgery (MDS)', level: 'master' },
      { value: 'Bachelor of Ayurvedic Medicine and Surgery (BAMS)', level: 'bachelor' },
      { value: 'Bachelor of Homeopathic Medicine and Surgery (BHMS)', level: 'bachelor' },
      { value: 'Bachelor of Pharmacy (BPharm)', level: 'bachelor' },
      { value: 'Bachelor of Physiotherapy (BPT)', level: 'bachelor' },
      { value: 'Bachelor of Nursing (BN, BSc Nursing)', level: 'bachelor' },
      { value: 'Bachelor of Veterinary Science (BVSc)', level: 'bachelor' },
    ],
  },
  {
    group: 'Law',
    options: [
      { value: 'Bachelor of Laws (LLB)', level: 'bachelor' },
      { value: 'Master of Laws (LLM)', level: 'master' },
    ],
  },
  {
    group: 'Finance and accounting',
    options: [
      { value: 'Chartered Accountant (CA)', level: 'master' },
      { value: 'Certified Practising Accountant (CPA)', level: 'master' },
      { value: 'Company Secretary (CS)', level: 'master' },
      { value: 'Cost and Management Accountant (CMA, ICWA)', level: 'master' },
      { value: 'Chartered Financial Analyst (CFA)', level: 'master' },
    ],
  },
  {
    group: 'Doctorates',
    options: [
      { value: 'Doctor of Philosophy (PhD)', level: 'doctorate' },
      { value: 'Doctor of Medicine - super specialty (DM, MCh)', level: 'doctorate' },
      { value: 'Other doctorate', level: 'doctorate' },
    ],
  },
  {
    group: 'Diplomas and school',
    options: [
      { value: 'Diploma', level: 'diploma' },
      { value: 'Advanced Diploma', level: 'diploma' },
      { value: 'Trade certificate', level: 'diploma' },
      { value: 'Higher Secondary / Year 12', level: 'secondary' },
      { value: 'Secondary school / Year 10', level: 'secondary' },
    ],
  },
  {
    group: 'Other',
    options: [
      { value: 'Other bachelor degree', level: 'bachelor' },
      { value: 'Other master degree', level: 'master' },
    ],
  },
] as const satisfies ReadonlyArray<{
  group: string;
  options: ReadonlyArray<{ value: string; level: EducationLevel }>;
}>;
export const QUALIFICATIONS = QUALIFICATION_GROUPS.flatMap((group) => group.options.map((option) => option.value));
const QUALIFICATION_LEVEL = new Map<string, EducationLevel>(
  QUALIFICATION_GROUPS.flatMap((group) => group.options.map((option) => [option.value, option.level] as const)),
);
/** The education level of a qualification (undefined for an unknown value). */
export function qualificationLevel(qualification: string | null | undefined): EducationLevel | undefined {
  return qualification ? QUALIFICATION_LEVEL.get(qualification) : undefined;
}

/** Occupations by sector (the reference's "-- SECTOR --" headers become groups). */
export const OCCUPATION_GROUPS = [
  {
    group: 'IT and software',
    options: [
      'Software Engineer',
      'Software Developer',
      'Data Scientist',
      'IT Manager',
      'Business Analyst',
      'Cyber Security Specialist',
      'UX / UI Designer',
    ],
  },
  {
    group: 'Engineering',
    options: ['Civil Engineer', 'Mechanical Engineer', 'Electrical Engineer', 'Engineer - Other'],
  },
  {
    group: 'Medical and healthcare',
    options: [
      'Doctor',
      'Surgeon',
      'Dentist',
      'Nurse',
      'Pharmacist',
      'Physiotherapist',
      'Psychologist',
      'Healthcare - Other',
    ],
  },
  {
    group: 'Banking and finance',
    options: [
      'Accountant',
      'Chartered Accountant',
      'Financial Analyst',
      'Banker',
      'Investment Professional',
      'Auditor',
    ],
  },
  { group: 'Legal', options: ['Lawyer', 'Legal Professional'] },
  { group: 'Education and research', options: ['Teacher', 'Lecturer / Professor', 'Researcher', 'Scientist'] },
  {
    group: 'Business and management',
    options: [
      'Business Owner / Entrepreneur',
      'Manager',
      'Senior Manager / Director',
      'Consultant',
      'Sales Professional',
      'Marketing Professional',
      'Human Resources Professional',
    ],
  },
  { group: 'Government and defence', options: ['Civil Servant', 'Defence Force', 'Police / Law Enforcement'] },
  {
    group: 'Creative and media',
    options: ['Architect', 'Designer', 'Journalist / Media Professional', 'Artist / Musician'],
  },
  {
    group: 'Hospitality, trades and services',
    options: [
      'Chef',
      'Hospitality Professional',
      'Tradesperson',
      'Pilot',
      'Cabin Crew',
      'Transport and Logistics',
      'Retail Professional',
    ],
  },
  { group: 'Not working', options: ['Student', 'Homemaker', 'Retired', 'Not working'] },
  { group: 'Other', options: ['Other'] },
] as const satisfies ReadonlyArray<{ group: string; options: readonly string[] }>;
export const OCCUPATIONS = OCCUPATION_GROUPS.flatMap((group) => [...group.options]) as readonly string[];

/** Australian visa and residency status (the reference's 22 entries without duplicates, plus citizen and resident). */
export const AUSTRALIAN_VISA_STATUSES = [
  'Australian citizen',
  'Permanent resident',
  'Skilled visa',
  'Employer sponsored visa',
  'Temporary graduate visa',
  'Student visa',
  'Partner visa',
  'Other family visa',
  'Business or investor visa',
  'Global talent visa',
  'Humanitarian visa',
  'Working holiday visa',
  'Visitor visa',
  'Bridging visa',
  'Other temporary visa',
  'Not applicable - living outside Australia',
] as const;

/** Heights offered by the forms: 4 ft 6 in to 7 ft in 1-inch steps, stored in centimetres. */
export const HEIGHT_LIMITS_CM = { min: 120, max: 230 } as const;
export const WEIGHT_LIMITS_KG = { min: 35, max: 200 } as const;

/**
 * Feet and inches of a height in centimetres, to the nearest inch (168 → { feet: 5, inches: 6 }): the numbers every
 * wording of a height uses, in English here and in the web's languages (apps/web/src/lib/height.ts).
 */
export function heightParts(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / 2.54);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}
/** "5 ft 6 in" for a height in centimetres (nearest inch). */
export function formatHeightImperial(cm: number): string {
  const { feet, inches } = heightParts(cm);
  return inches ? `${feet} ft ${inches} in` : `${feet} ft`;
}
/** "5 ft 6 in (168 cm)". */
export function formatHeight(cm: number): string {
  return `${formatHeightImperial(cm)} (${cm} cm)`;
}
export const HEIGHT_OPTIONS = Array.from({ length: 31 }, (_, index) => {
  const inches = 54 + index;
  const cm = Math.round(inches * 2.54);
  return { value: cm, label: formatHeight(cm) };
});

/**
 * Reads a height as the reference clients send it ("5ft 6in / 167 cms", "5ft", "167") or as a number of
 * centimetres. Returns centimetres, or undefined when it is not a height.
 */
export function parseHeightCm(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input) : undefined;
  if (typeof input !== 'string') return undefined;
  const text = input.trim().toLowerCase();
  const cm = /(\d{2,3})\s*(?:cm|cms)\b/.exec(text) ?? /^(\d{2,3})$/.exec(text);
  if (cm?.[1]) return Number(cm[1]);
  const imperial = /^(\d)\s*(?:ft|')\s*(?:(\d{1,2})\s*(?:in|")?)?/.exec(text);
  if (imperial?.[1]) return Math.round((Number(imperial[1]) * 12 + Number(imperial[2] ?? 0)) * 2.54);
  return undefined;
}

/**
 * Values the reference product stored or its clients still send, mapped to the cleaned lists: typos in the income
 * seed ("AU$25,0000-AU$50,000"), old spellings, and the Partner Preference modal's own vocabulary.
 */
export const LEGACY_ALIASES: Record<string, string> = {
  // income seed values, with their typos
  'up to au$25,000': '0-25000',
  'au$25,0000-au$50,000': '25000-50000',
  'au$50,0000-au$75,000': '50000-75000',
  'au$75,0000-au$100,000': '75000-100000',
  'au$100,0000-au$150,000': '100000-150000',
  'au$150,0000-au$200,000': '150000-200000',
  'more than au$200,000': '200000+',
  // marital status
  'awaiting divorce': 'Awaiting Divorce',
  'awaiting divorced': 'Awaiting Divorce',
  // habits and diet
  'non vegetarian': 'Non-vegetarian',
  // mother tongue spellings
  oriya: 'Odia',
  chatisgarhi: 'Chhattisgarhi',
  haryanvi: 'Haryanvi',
  // body / complexion casing
  'very fair': 'Very fair',
  'wheatish medium': 'Wheatish medium',
  'wheatish brown': 'Wheatish brown',
};

/** The canonical value of `input` in `list` (case-insensitive, legacy aliases applied), or undefined. */
export function canonicalOption(list: readonly string[], input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const alias = LEGACY_ALIASES[lower];
  if (alias && list.includes(alias)) return alias;
  return list.find((value) => value.toLowerCase() === lower);
}
