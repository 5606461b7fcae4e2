import type { FastifyInstance } from 'fastify';
import type {
  ExclusiveCriterionId,
  ExclusiveCriterionParams,
  ExclusiveCriterionReason,
  ExclusiveCriterionResult,
  ExclusiveDeclarations,
  ExclusiveProfileSection,
} from '@app/shared/plans';
import {
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  INCOME_BANDS,
  qualificationLevel,
  type EducationLevel,
} from '@app/shared/profile';
import type { AppConfig } from '../../config/env';
import { memberAge } from '../profile/index';
import { findProfile, type ProfileRow } from '../privacy/index';
import { readAnswers, type MemberAnswers } from '../profile/index';
import { findFormSteps } from './subscriptions.repository';

/**
 * Who may buy Exclusive (issue 12 point 8). The thresholds live in configuration
 * (`EXCLUSIVE_MIN_AGE_FEMALE`, `EXCLUSIVE_MIN_AGE_MALE`, `EXCLUSIVE_MIN_INCOME_AUD`, `EXCLUSIVE_MIN_EDUCATION`);
 * the member's own profile answers the first four criteria and the member's declarations the other four.
 * Checked by GET/POST subscription/checkExclusiveEligibility and again before an Exclusive checkout.
 *
 * Each result says which sentence it is (`reason`) and the values it names (`params`), which the web words in the
 * member's language (ADR 018); `title` and `message` are that sentence in English, for clients built before.
 * The web's English (`billing.eligibility.criteria` in apps/web/src/locales/en/billing.json) is held to these
 * sentences by exclusive-eligibility.test.ts: change both at once.
 */

export type ExclusiveEligibility = {
  isEligible: boolean;
  /** The messages of the criteria not met, in the order of `details`. */
  unmatchedCriteria: string[];
  details: ExclusiveCriterionResult[];
};

type Thresholds = Pick<
  AppConfig,
  'EXCLUSIVE_MIN_AGE_FEMALE' | 'EXCLUSIVE_MIN_AGE_MALE' | 'EXCLUSIVE_MIN_INCOME_AUD' | 'EXCLUSIVE_MIN_EDUCATION'
>;

/** What the criteria read of a member; `null` account: the member does not exist (every criterion fails). */
export type EligibilityFacts = {
  steps: { personal: boolean; qualification: boolean; other: boolean };
  profile: ProfileRow | null;
  answers: MemberAnswers;
};

const TITLES: Record<ExclusiveCriterionId, string> = {
  profile_complete: 'A complete profile',
  age_gender: 'Minimum age',
  annual_income: 'Annual income',
  qualification: 'Education',
  professional_achievements: 'Professional standing',
  community_family_values: 'Community and family values',
  no_criminal_background: 'No criminal record',
  verification_willingness: 'Identity and occupation checks',
};

const DECLARATIONS: ReadonlyArray<{
  id: ExclusiveCriterionId;
  key: keyof ExclusiveDeclarations;
  yes: string;
  no: string;
}> = [
  {
    id: 'professional_achievements',
    key: 'professionalAchievements',
    yes: 'You have confirmed an established career or professional achievements.',
    no: 'Please confirm that you have an established career or professional achievements.',
  },
  {
    id: 'community_family_values',
    key: 'communityFamilyValues',
    yes: 'You have confirmed that community and family values matter to you.',
    no: 'Please confirm that your background is grounded in community and family values.',
  },
  {
    id: 'no_criminal_background',
    key: 'noCriminalBackground',
    yes: 'You have confirmed that you have no criminal record.',
    no: 'Please confirm that you have no criminal record.',
  },
  {
    id: 'verification_willingness',
    key: 'willingnessForVerification',
    yes: 'You have agreed to have your identity and occupation checked.',
    no: 'Please agree to have your identity and occupation checked; every Exclusive member is verified.',
  },
];

function result(
  id: ExclusiveCriterionId,
  satisfied: boolean,
  reason: ExclusiveCriterionReason,
  params: ExclusiveCriterionParams,
  message: string,
): ExclusiveCriterionResult {
  return { id, title: TITLES[id], satisfied, message, reason, params };
}

const money = (dollars: number) => `AU$${dollars.toLocaleString('en-AU')}`;

/** The profile steps' names in `message` (the web's are `billing.eligibility.sections`). */
const SECTION_NAMES: Record<ExclusiveProfileSection, string> = {
  personal: 'personal details',
  qualification: 'education and career',
  other: 'religion and community',
};

function profileComplete(facts: EligibilityFacts): ExclusiveCriterionResult {
  const sections = (['personal', 'qualification', 'other'] as const).filter((section) => !facts.steps[section]);
  if (sections.length === 0) return result('profile_complete', true, 'met', {}, 'Your profile sections are complete.');
  const names = sections.map((section) => SECTION_NAMES[section]).join(', ');
  return result(
    'profile_complete',
    false,
    'sectionsMissing',
    { sections },
    `Please complete your profile first: the ${names} section${sections.length > 1 ? 's are' : ' is'} not finished yet.`,
  );
}

/** Women and men have their own minimum age; anyone else meets the lower of the two. */
function minimumAge(gender: MemberAnswers['gender'], thresholds: Thresholds): number {
  if (gender === 'Woman') return thresholds.EXCLUSIVE_MIN_AGE_FEMALE;
  if (gender === 'Man') return thresholds.EXCLUSIVE_MIN_AGE_MALE;
  return Math.min(thresholds.EXCLUSIVE_MIN_AGE_FEMALE, thresholds.EXCLUSIVE_MIN_AGE_MALE);
}

function ageGender(facts: EligibilityFacts, thresholds: Thresholds, now: Date): ExclusiveCriterionResult {
  const age = memberAge(facts.profile, facts.answers, now);
  const min = minimumAge(facts.answers.gender, thresholds);
  const both = { minAgeWoman: thresholds.EXCLUSIVE_MIN_AGE_FEMALE, minAgeMan: thresholds.EXCLUSIVE_MIN_AGE_MALE };
  const rule = `Exclusive is open to women from ${both.minAgeWoman} and men from ${both.minAgeMan}.`;
  if (age === null) {
    return result('age_gender', false, 'noDateOfBirth', both, `Please add your date of birth to your profile. ${rule}`);
  }
  if (age < min) {
    return result(
      'age_gender',
      false,
      'tooYoung',
      { minAge: min, ...both },
      `You need to be at least ${min} to join Exclusive. ${rule}`,
    );
  }
  return result('age_gender', true, 'met', { minAge: min }, `You meet the minimum age of ${min}.`);
}

function annualIncome(facts: EligibilityFacts, thresholds: Thresholds): ExclusiveCriterionResult {
  const minIncomeAud = thresholds.EXCLUSIVE_MIN_INCOME_AUD;
  const threshold = money(minIncomeAud);
  const band = INCOME_BANDS.find((candidate) => candidate.value === facts.profile?.income);
  if (!band) {
    return result(
      'annual_income',
      false,
      'noIncome',
      { minIncomeAud },
      `Please add your annual income to your profile (at least ${threshold}).`,
    );
  }
  if (band.min === null) {
    return result(
      'annual_income',
      false,
      'incomeNotDisclosed',
      { minIncomeAud, incomeBand: band.value },
      `Exclusive asks for an annual income of at least ${threshold}: please share your income band in your profile instead of "${band.label}".`,
    );
  }
  // An amount given in any currency is compared by its AUD equivalent; a band by its lower end.
  const aud = facts.profile?.incomeAud ?? band.min;
  if (aud < minIncomeAud) {
    return result(
      'annual_income',
      false,
      'incomeBelow',
      { minIncomeAud },
      `Exclusive asks for an annual income of at least ${threshold}.`,
    );
  }
  return result('annual_income', true, 'met', { minIncomeAud }, `Your income meets the minimum of ${threshold}.`);
}

function qualification(facts: EligibilityFacts, thresholds: Thresholds): ExclusiveCriterionResult {
  const required: EducationLevel = thresholds.EXCLUSIVE_MIN_EDUCATION;
  const label = EDUCATION_LEVEL_LABELS[required].toLowerCase();
  const level = qualificationLevel(facts.profile?.qualification);
  const params = { education: required };
  if (!level) {
    return result(
      'qualification',
      false,
      'noQualification',
      params,
      `Please add your highest qualification to your profile (a ${label} or higher).`,
    );
  }
  if (EDUCATION_LEVELS.indexOf(level) < EDUCATION_LEVELS.indexOf(required)) {
    return result('qualification', false, 'qualificationBelow', params, `Exclusive asks for a ${label} or higher.`);
  }
  return result('qualification', true, 'met', params, `Your qualification meets the ${label} minimum.`);
}

/** The eight criteria for given facts; pure (tests and the endpoint share it). */
export function evaluateExclusiveEligibility(
  facts: EligibilityFacts,
  declarations: ExclusiveDeclarations | undefined,
  thresholds: Thresholds,
  now: Date,
): ExclusiveEligibility {
  const details = [
    profileComplete(facts),
    ageGender(facts, thresholds, now),
    annualIncome(facts, thresholds),
    qualification(facts, thresholds),
    ...DECLARATIONS.map((declaration) =>
      declarations?.[declaration.key] === true
        ? result(declaration.id, true, 'declared', {}, declaration.yes)
        : result(declaration.id, false, 'notDeclared', {}, declaration.no),
    ),
  ];
  const unmatched = details.filter((detail) => !detail.satisfied);
  return { isEligible: unmatched.length === 0, unmatchedCriteria: unmatched.map((d) => d.message), details };
}

/** Reads what the criteria need of the member. */
export async function loadEligibilityFacts(app: FastifyInstance, userId: string): Promise<EligibilityFacts> {
  const [account, profile, answers] = await Promise.all([
    findFormSteps(app.db, userId),
    findProfile(app.db, userId),
    readAnswers(app.db, userId),
  ]);
  return {
    steps: {
      personal: account?.isPersonalFormFilled ?? false,
      qualification: account?.isQualificationFormFilled ?? false,
      other: account?.isOtherFormFilled ?? false,
    },
    profile: profile ?? null,
    answers,
  };
}

/** Whether the member may buy Exclusive, criterion by criterion (thresholds from the app's configuration). */
export async function checkExclusiveEligibility(
  app: FastifyInstance,
  userId: string,
  declarations: ExclusiveDeclarations | undefined,
): Promise<ExclusiveEligibility> {
  const facts = await loadEligibilityFacts(app, userId);
  return evaluateExclusiveEligibility(facts, declarations, app.config, app.clock.now());
}
