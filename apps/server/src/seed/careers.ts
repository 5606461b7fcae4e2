import { INCOME_BANDS, type IncomeBand, type WorkingStatus } from '@app/shared/profile';
import type { Random, Weighted } from './random';

/**
 * Occupations with the qualifications that lead to them and a typical Australian salary, so a demo member's
 * occupation, highest qualification, working status and income band fit together (a surgeon has a medical degree
 * and earns more than a student). Values are those of the shared option lists (tests check every one).
 */

export type Career = {
  occupations: readonly string[];
  qualifications: Weighted<string>;
  /** Mid-career salary in Australian dollars. */
  salary: number;
  /** Relative weights for men and women (who tends to be in this work). */
  weight: { man: number; woman: number };
  selfEmployed?: number;
  minAge?: number;
  maxAge?: number;
};

const Q = {
  be: 'Bachelor of Engineering / Technology (BE, BTech)',
  me: 'Master of Engineering / Technology (ME, MTech)',
  bca: 'Bachelor of Computer Applications (BCA)',
  mca: 'Master of Computer Applications (MCA)',
  barch: 'Bachelor of Architecture (BArch)',
  march: 'Master of Architecture (MArch)',
  ba: 'Bachelor of Arts (BA)',
  ma: 'Master of Arts (MA)',
  bsc: 'Bachelor of Science (BSc)',
  msc: 'Master of Science (MSc)',
  bcom: 'Bachelor of Commerce (BCom)',
  mcom: 'Master of Commerce (MCom)',
  bed: 'Bachelor of Education (BEd)',
  med: 'Master of Education (MEd)',
  bfa: 'Bachelor of Fine Arts (BFA)',
  mfa: 'Master of Fine Arts (MFA)',
  bsw: 'Bachelor of Social Work (BSW)',
  msw: 'Master of Social Work (MSW)',
  bba: 'Bachelor of Business Administration (BBA)',
  mba: 'Master of Business Administration (MBA)',
  pgdm: 'Post Graduate Diploma in Management (PGDM)',
  bhm: 'Bachelor of Hotel Management (BHM)',
  mbbs: 'Bachelor of Medicine, Bachelor of Surgery (MBBS)',
  md: 'Doctor of Medicine (MD) / Master of Surgery (MS)',
  bds: 'Bachelor of Dental Surgery (BDS)',
  mds: 'Master of Dental Surgery (MDS)',
  bams: 'Bachelor of Ayurvedic Medicine and Surgery (BAMS)',
  bhms: 'Bachelor of Homeopathic Medicine and Surgery (BHMS)',
  bpharm: 'Bachelor of Pharmacy (BPharm)',
  bpt: 'Bachelor of Physiotherapy (BPT)',
  bn: 'Bachelor of Nursing (BN, BSc Nursing)',
  bvsc: 'Bachelor of Veterinary Science (BVSc)',
  llb: 'Bachelor of Laws (LLB)',
  llm: 'Master of Laws (LLM)',
  ca: 'Chartered Accountant (CA)',
  cpa: 'Certified Practising Accountant (CPA)',
  cs: 'Company Secretary (CS)',
  cma: 'Cost and Management Accountant (CMA, ICWA)',
  cfa: 'Chartered Financial Analyst (CFA)',
  phd: 'Doctor of Philosophy (PhD)',
  dm: 'Doctor of Medicine - super specialty (DM, MCh)',
  otherDoctorate: 'Other doctorate',
  diploma: 'Diploma',
  advancedDiploma: 'Advanced Diploma',
  trade: 'Trade certificate',
  year12: 'Higher Secondary / Year 12',
  year10: 'Secondary school / Year 10',
  otherBachelor: 'Other bachelor degree',
  otherMaster: 'Other master degree',
} as const;
export const QUALIFICATION_KEYS = Q;

export const CAREERS: readonly Career[] = [
  {
    occupations: [
      'Software Engineer',
      'Software Developer',
      'IT Manager',
      'Business Analyst',
      'Cyber Security Specialist',
    ],
    qualifications: [
      [Q.be, 40],
      [Q.me, 14],
      [Q.mca, 12],
      [Q.bca, 8],
      [Q.msc, 10],
      [Q.otherMaster, 10],
      [Q.bsc, 6],
    ],
    salary: 120_000,
    weight: { man: 26, woman: 14 },
    selfEmployed: 0.04,
  },
  {
    occupations: ['Data Scientist'],
    qualifications: [
      [Q.msc, 30],
      [Q.me, 25],
      [Q.phd, 15],
      [Q.be, 20],
      [Q.otherMaster, 10],
    ],
    salary: 135_000,
    weight: { man: 3, woman: 2.5 },
  },
  {
    occupations: ['UX / UI Designer'],
    qualifications: [
      [Q.bfa, 25],
      [Q.be, 20],
      [Q.bsc, 20],
      [Q.mfa, 10],
      [Q.otherBachelor, 25],
    ],
    salary: 105_000,
    weight: { man: 1, woman: 2 },
    selfEmployed: 0.15,
  },
  {
    occupations: ['Civil Engineer', 'Mechanical Engineer', 'Electrical Engineer', 'Engineer - Other'],
    qualifications: [
      [Q.be, 62],
      [Q.me, 30],
      [Q.otherMaster, 8],
    ],
    salary: 110_000,
    weight: { man: 9, woman: 3 },
    selfEmployed: 0.05,
  },
  {
    occupations: ['Doctor'],
    qualifications: [
      [Q.mbbs, 52],
      [Q.md, 40],
      [Q.bams, 4],
      [Q.bhms, 4],
    ],
    salary: 210_000,
    weight: { man: 3.5, woman: 4 },
    selfEmployed: 0.2,
    minAge: 24,
  },
  {
    occupations: ['Surgeon'],
    qualifications: [
      [Q.md, 70],
      [Q.dm, 30],
    ],
    salary: 330_000,
    weight: { man: 1, woman: 0.6 },
    selfEmployed: 0.25,
    minAge: 29,
  },
  {
    occupations: ['Dentist'],
    qualifications: [
      [Q.bds, 70],
      [Q.mds, 30],
    ],
    salary: 160_000,
    weight: { man: 1.2, woman: 1.6 },
    selfEmployed: 0.3,
    minAge: 24,
  },
  {
    occupations: ['Nurse'],
    qualifications: [
      [Q.bn, 85],
      [Q.otherMaster, 10],
      [Q.diploma, 5],
    ],
    salary: 88_000,
    weight: { man: 2, woman: 9 },
  },
  {
    occupations: ['Pharmacist'],
    qualifications: [
      [Q.bpharm, 90],
      [Q.otherMaster, 10],
    ],
    salary: 90_000,
    weight: { man: 1.5, woman: 2.5 },
    selfEmployed: 0.1,
  },
  {
    occupations: ['Physiotherapist'],
    qualifications: [
      [Q.bpt, 85],
      [Q.otherMaster, 15],
    ],
    salary: 88_000,
    weight: { man: 1, woman: 1.5 },
    selfEmployed: 0.15,
  },
  {
    occupations: ['Psychologist'],
    qualifications: [
      [Q.msc, 35],
      [Q.ma, 35],
      [Q.phd, 30],
    ],
    salary: 110_000,
    weight: { man: 0.4, woman: 1.4 },
    selfEmployed: 0.2,
    minAge: 25,
  },
  {
    occupations: ['Healthcare - Other'],
    qualifications: [
      [Q.bsc, 40],
      [Q.bvsc, 10],
      [Q.diploma, 25],
      [Q.otherBachelor, 25],
    ],
    salary: 75_000,
    weight: { man: 1, woman: 2 },
  },
  {
    occupations: ['Accountant', 'Financial Analyst', 'Auditor', 'Banker'],
    qualifications: [
      [Q.bcom, 32],
      [Q.mcom, 10],
      [Q.cpa, 22],
      [Q.ca, 8],
      [Q.mba, 10],
      [Q.cma, 5],
      [Q.cs, 3],
      [Q.otherMaster, 10],
    ],
    salary: 100_000,
    weight: { man: 8, woman: 7 },
    selfEmployed: 0.05,
  },
  {
    occupations: ['Chartered Accountant'],
    qualifications: [[Q.ca, 1]],
    salary: 125_000,
    weight: { man: 1.5, woman: 1.2 },
    selfEmployed: 0.2,
  },
  {
    occupations: ['Investment Professional'],
    qualifications: [
      [Q.mba, 40],
      [Q.cfa, 30],
      [Q.bcom, 30],
    ],
    salary: 160_000,
    weight: { man: 1.2, woman: 0.6 },
  },
  {
    occupations: ['Lawyer', 'Legal Professional'],
    qualifications: [
      [Q.llb, 70],
      [Q.llm, 30],
    ],
    salary: 125_000,
    weight: { man: 1.5, woman: 1.8 },
    selfEmployed: 0.15,
  },
  {
    occupations: ['Teacher'],
    qualifications: [
      [Q.bed, 40],
      [Q.med, 15],
      [Q.ba, 15],
      [Q.bsc, 15],
      [Q.ma, 10],
      [Q.msc, 5],
    ],
    salary: 95_000,
    weight: { man: 1.5, woman: 6 },
  },
  {
    occupations: ['Lecturer / Professor', 'Researcher', 'Scientist'],
    qualifications: [
      [Q.phd, 70],
      [Q.msc, 20],
      [Q.otherDoctorate, 10],
    ],
    salary: 118_000,
    weight: { man: 2, woman: 2 },
    minAge: 26,
  },
  {
    occupations: [
      'Manager',
      'Senior Manager / Director',
      'Consultant',
      'Sales Professional',
      'Marketing Professional',
      'Human Resources Professional',
    ],
    qualifications: [
      [Q.mba, 32],
      [Q.pgdm, 10],
      [Q.bba, 18],
      [Q.bcom, 15],
      [Q.ba, 10],
      [Q.bsw, 3],
      [Q.msw, 2],
      [Q.otherMaster, 10],
    ],
    salary: 115_000,
    weight: { man: 8, woman: 8 },
    selfEmployed: 0.12,
  },
  {
    occupations: ['Business Owner / Entrepreneur'],
    qualifications: [
      [Q.bcom, 28],
      [Q.bba, 18],
      [Q.mba, 20],
      [Q.diploma, 14],
      [Q.year12, 14],
      [Q.year10, 6],
    ],
    salary: 130_000,
    weight: { man: 4, woman: 2 },
    selfEmployed: 1,
    minAge: 23,
  },
  {
    occupations: ['Civil Servant', 'Defence Force', 'Police / Law Enforcement'],
    qualifications: [
      [Q.ba, 35],
      [Q.bsc, 20],
      [Q.otherBachelor, 20],
      [Q.diploma, 15],
      [Q.ma, 10],
    ],
    salary: 92_000,
    weight: { man: 2, woman: 1.5 },
  },
  {
    occupations: ['Architect'],
    qualifications: [
      [Q.barch, 70],
      [Q.march, 30],
    ],
    salary: 105_000,
    weight: { man: 1, woman: 1 },
    selfEmployed: 0.2,
  },
  {
    occupations: ['Designer', 'Artist / Musician'],
    qualifications: [
      [Q.bfa, 40],
      [Q.mfa, 15],
      [Q.diploma, 25],
      [Q.ba, 20],
    ],
    salary: 70_000,
    weight: { man: 1, woman: 1.6 },
    selfEmployed: 0.35,
  },
  {
    occupations: ['Journalist / Media Professional'],
    qualifications: [
      [Q.ba, 50],
      [Q.ma, 50],
    ],
    salary: 85_000,
    weight: { man: 0.8, woman: 1 },
    selfEmployed: 0.15,
  },
  {
    occupations: ['Chef', 'Hospitality Professional'],
    qualifications: [
      [Q.bhm, 35],
      [Q.diploma, 30],
      [Q.trade, 25],
      [Q.year12, 10],
    ],
    salary: 68_000,
    weight: { man: 3, woman: 1.5 },
    selfEmployed: 0.12,
  },
  {
    occupations: ['Tradesperson'],
    qualifications: [
      [Q.trade, 70],
      [Q.diploma, 20],
      [Q.year10, 10],
    ],
    salary: 85_000,
    weight: { man: 3, woman: 0.3 },
    selfEmployed: 0.3,
  },
  {
    occupations: ['Pilot'],
    qualifications: [
      [Q.diploma, 45],
      [Q.advancedDiploma, 35],
      [Q.bsc, 20],
    ],
    salary: 160_000,
    weight: { man: 0.6, woman: 0.2 },
    minAge: 23,
  },
  {
    occupations: ['Cabin Crew'],
    qualifications: [
      [Q.diploma, 40],
      [Q.year12, 30],
      [Q.ba, 30],
    ],
    salary: 62_000,
    weight: { man: 0.3, woman: 0.7 },
  },
  {
    occupations: ['Transport and Logistics', 'Retail Professional'],
    qualifications: [
      [Q.year12, 35],
      [Q.diploma, 30],
      [Q.bcom, 20],
      [Q.otherBachelor, 15],
    ],
    salary: 62_000,
    weight: { man: 3, woman: 2 },
    selfEmployed: 0.1,
  },
  {
    occupations: ['Student'],
    qualifications: [
      [Q.year12, 30],
      [Q.be, 15],
      [Q.bsc, 15],
      [Q.bcom, 10],
      [Q.bca, 10],
      [Q.otherBachelor, 20],
    ],
    salary: 20_000,
    weight: { man: 3, woman: 3 },
    maxAge: 28,
  },
  {
    occupations: ['Homemaker'],
    qualifications: [
      [Q.ba, 25],
      [Q.bcom, 20],
      [Q.bsc, 15],
      [Q.year12, 20],
      [Q.ma, 10],
      [Q.diploma, 10],
    ],
    salary: 0,
    weight: { man: 0.2, woman: 3 },
    minAge: 23,
  },
  {
    occupations: ['Not working'],
    qualifications: [
      [Q.bsc, 25],
      [Q.bcom, 25],
      [Q.ba, 25],
      [Q.year12, 25],
    ],
    salary: 0,
    weight: { man: 0.8, woman: 0.8 },
  },
  {
    occupations: ['Retired'],
    qualifications: [
      [Q.ba, 20],
      [Q.bcom, 20],
      [Q.bsc, 20],
      [Q.be, 20],
      [Q.ma, 20],
    ],
    salary: 30_000,
    weight: { man: 12, woman: 12 },
    minAge: 55,
  },
  {
    occupations: ['Other'],
    qualifications: [
      [Q.otherBachelor, 40],
      [Q.diploma, 30],
      [Q.year12, 30],
    ],
    salary: 65_000,
    weight: { man: 1, woman: 1 },
    selfEmployed: 0.2,
  },
];

/** Salaries abroad, as a share of the Australian one once converted to Australian dollars. */
const COUNTRY_PAY: Record<string, number> = {
  AU: 1,
  NZ: 0.85,
  GB: 0.95,
  CA: 0.95,
  US: 1.35,
  SG: 1.05,
  AE: 1.05,
  MY: 0.35,
  IN: 0.22,
  LK: 0.13,
  PK: 0.12,
  BD: 0.12,
  NP: 0.1,
  FJ: 0.28,
};

export type CareerChoice = {
  occupation: string;
  qualification: string;
  workingStatus: WorkingStatus;
  income: IncomeBand;
};

function band(amount: number): IncomeBand {
  for (const item of INCOME_BANDS) {
    if (item.min === null) continue;
    if (amount >= item.min && (item.max === null || amount < item.max)) return item.value;
  }
  return '0-25000';
}

export function chooseCareer(
  random: Random,
  input: { gender: 'man' | 'woman'; age: number; country: string },
): CareerChoice {
  const eligible = CAREERS.filter((career) => (career.minAge ?? 0) <= input.age && (career.maxAge ?? 200) >= input.age);
  const career = random.weighted(
    eligible.map((item) => {
      let weight = item.weight[input.gender];
      // Students are young; most members past 55 have retired.
      if (item.occupations[0] === 'Student') weight *= input.age <= 24 ? 6 : input.age <= 26 ? 1.5 : 0.4;
      if (item.occupations[0] === 'Retired') weight *= input.age >= 58 ? 2 : 0.5;
      return [item, weight] as const;
    }),
  );
  const occupation = random.pick(career.occupations);
  const qualification = random.weighted(career.qualifications);

  let workingStatus: WorkingStatus = random.chance(career.selfEmployed ?? 0.03) ? 'selfEmployed' : 'working';
  if (occupation === 'Student') workingStatus = 'student';
  else if (occupation === 'Homemaker' || occupation === 'Not working') workingStatus = 'unemployed';
  else if (occupation === 'Retired') workingStatus = 'retired';
  else if (occupation === 'Other' && random.chance(0.3)) workingStatus = 'others';

  let income: IncomeBand;
  if (random.chance(0.07)) income = 'undisclosed';
  else if (career.salary === 0) income = random.chance(0.7) ? '0-25000' : 'undisclosed';
  else if (occupation === 'Student') income = random.chance(0.65) ? '0-25000' : '25000-50000';
  else {
    const experience = input.age < 25 ? 0.62 : input.age < 30 ? 0.82 : input.age < 35 ? 1 : input.age < 45 ? 1.18 : 1.3;
    const noise = Math.exp(random.normal(0, 0.22));
    income = band(career.salary * experience * noise * (COUNTRY_PAY[input.country] ?? 1));
  }
  return { occupation, qualification, workingStatus, income };
}
