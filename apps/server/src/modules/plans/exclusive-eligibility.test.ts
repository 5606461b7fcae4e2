import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateWith, type MessageValues } from '@app/shared/i18n';
import {
  EXCLUSIVE_CRITERION_REASONS,
  ExclusiveCriterionResultSchema,
  type ExclusiveCriterionParams,
  type ExclusiveCriterionResult,
  type ExclusiveDeclarations,
} from '@app/shared/plans';
import { EDUCATION_LEVEL_LABELS, INCOME_BANDS } from '@app/shared/profile';
import type { ProfileRow } from '../privacy/index';
import type { MemberAnswers } from '../profile/index';
import { evaluateExclusiveEligibility, type EligibilityFacts } from './exclusive-eligibility';

// The web words each criterion from `billing.eligibility.criteria.<id>.<reason>` with its params (ADR 018); its English
// must be, word for word, the server's `title` and `message` for the same result, or an English page would read
// otherwise than the API's other clients. This words every reason the way the web does in English (the amount as
// en-AU writes it, the level and band by their lists' labels, the sections joined by commas) and compares.

const CATALOGUE = path.resolve(import.meta.dirname, '../../../../web/src/locales/en/billing.json');
const english = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Record<string, unknown>;
const find = (_language: unknown, key: string): string | undefined => {
  let node: unknown = english;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const word = (key: string, values?: MessageValues) => translateWith(find, 'en', key, values);

function englishValues(params: ExclusiveCriterionParams): MessageValues {
  const band = INCOME_BANDS.find((candidate) => candidate.value === params.incomeBand);
  return {
    minAge: params.minAge,
    minAgeWoman: params.minAgeWoman,
    minAgeMan: params.minAgeMan,
    minIncomeAud:
      params.minIncomeAud === undefined
        ? undefined
        : `AU$${new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(params.minIncomeAud)}`,
    incomeBand: band?.label,
    education: params.education ? EDUCATION_LEVEL_LABELS[params.education].toLocaleLowerCase('en-AU') : undefined,
    ...(params.sections
      ? {
          sections: new Intl.ListFormat('en-AU', { type: 'unit', style: 'short' }).format(
            params.sections.map((section) => word(`billing.eligibility.sections.${section}`) ?? section),
          ),
          count: params.sections.length,
        }
      : {}),
  };
}

const THRESHOLDS = {
  EXCLUSIVE_MIN_AGE_FEMALE: 18,
  EXCLUSIVE_MIN_AGE_MALE: 21,
  EXCLUSIVE_MIN_INCOME_AUD: 100_000,
  EXCLUSIVE_MIN_EDUCATION: 'bachelor',
} as const;
const NOW = new Date('2026-06-01T00:00:00Z');
const ALL_DECLARED: ExclusiveDeclarations = {
  professionalAchievements: true,
  communityFamilyValues: true,
  noCriminalBackground: true,
  willingnessForVerification: true,
};

type Case = {
  steps?: Partial<EligibilityFacts['steps']>;
  profile?: Partial<Pick<ProfileRow, 'dateOfBirth' | 'income' | 'incomeAud' | 'qualification'>> | null;
  gender?: MemberAnswers['gender'];
};
function facts({ steps = {}, profile = {}, gender = 'Woman' }: Case): EligibilityFacts {
  return {
    steps: { personal: true, qualification: true, other: true, ...steps },
    profile:
      profile === null
        ? null
        : ({
            dateOfBirth: '1995-03-02',
            income: '150000-200000',
            incomeAud: null,
            qualification: 'Master of Science (MSc)',
            ...profile,
          } as ProfileRow),
    answers: { gender, age: null } as MemberAnswers,
  };
}

/** Between them, every reason of every criterion it can give. */
const CASES: Case[] = [
  {},
  { steps: { other: false } },
  { steps: { personal: false, qualification: false, other: false } },
  { profile: null, steps: { personal: false, qualification: false } },
  { profile: { dateOfBirth: '2009-01-01' } },
  { profile: { dateOfBirth: '2006-01-01' }, gender: 'Man' },
  { profile: { dateOfBirth: '2006-01-01' }, gender: 'Non-binary' },
  { profile: { income: 'undisclosed' } },
  { profile: { income: '50000-75000' } },
  { profile: { income: '50000-75000', incomeAud: 120_000 } },
  { profile: { qualification: 'Advanced Diploma' } },
  { profile: { qualification: null } },
];

describe('the web’s English for each criterion is the server’s', () => {
  const results: ExclusiveCriterionResult[] = [];
  for (const each of CASES) {
    for (const declarations of [undefined, ALL_DECLARED]) {
      results.push(...evaluateExclusiveEligibility(facts(each), declarations, THRESHOLDS, NOW).details);
      results.push(
        ...evaluateExclusiveEligibility(
          facts(each),
          declarations,
          { ...THRESHOLDS, EXCLUSIVE_MIN_INCOME_AUD: 1_250_000, EXCLUSIVE_MIN_EDUCATION: 'doctorate' },
          NOW,
        ).details,
      );
    }
  }

  it('every result has a reason and params the shared schema accepts', () => {
    for (const result of results) expect(ExclusiveCriterionResultSchema.parse(result)).toEqual(result);
    expect(new Set(results.map((result) => result.reason))).toEqual(new Set(EXCLUSIVE_CRITERION_REASONS));
  });

  it('titles and sentences, worded from the catalogue with the params, read as the server writes them', () => {
    const mismatches = results.flatMap((result) => {
      const base = `billing.eligibility.criteria.${result.id}`;
      const title = word(`${base}.title`);
      const sentence = word(`${base}.${result.reason}`, englishValues(result.params));
      return [
        ...(title === result.title ? [] : [`${result.id} title: ${title} ≠ ${result.title}`]),
        ...(sentence === result.message ? [] : [`${result.id}.${result.reason}: ${sentence} ≠ ${result.message}`]),
      ];
    });
    expect([...new Set(mismatches)]).toEqual([]);
  });
});
