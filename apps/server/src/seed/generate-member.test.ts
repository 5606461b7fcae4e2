import { createRequire } from 'node:module';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  CASTE_ANY,
  CASTES_BY_RELIGION,
  COMMUNITIES,
  HEIGHT_OPTIONS,
  INCOME_VALUES,
  LocationDetailsInputSchema,
  MOTHER_TONGUES,
  OCCUPATIONS,
  OtherDetailsInputSchema,
  PartnerPreferencesSchema,
  PersonalDetailsInputSchema,
  QUALIFICATIONS,
  QualificationDetailsInputSchema,
  RELIGIONS,
  UpdateFamilyDetailsInputSchema,
  UpdatePersonalBackgroundInputSchema,
  UpdateReligiousBackgroundInputSchema,
} from '@app/shared/profile';
import { AnswersSchema } from '@app/shared/questionnaire';
import { CAREERS } from './careers';
import { DEMO_EMAIL, DEMO_EMAIL_DOMAIN, seedMemberAt, type SeedMember } from './generate-member';
import { HERITAGES } from './heritages';
import { ABROAD_CITIES, AUSTRALIAN_CITIES, mobileNumber } from './places';
import { Random } from './random';

// The real "today" for the schema checks (they compare the date of birth with the clock); a fixed day where only
// determinism is asked.
const TODAY = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
const FIXED_DAY = new Date(Date.UTC(2026, 4, 17));

const members = (seed: number, count: number, today = TODAY, from = 0): SeedMember[] =>
  Array.from({ length: count }, (_, offset) => seedMemberAt(seed, from + offset, today));

const require = createRequire(import.meta.url);
const STATES = require('country-state-city/lib/cjs/assets/state.json') as Array<{ name: string; countryCode: string }>;
const COUNTRIES = require('country-state-city/lib/cjs/assets/country.json') as Array<{ isoCode: string }>;

describe('determinism', () => {
  it('gives the same members, e-mails and values for the same seed', () => {
    const first = members(42, 300, FIXED_DAY);
    const second = members(42, 300, FIXED_DAY);
    expect(second).toEqual(first);
    expect(new Set(first.map((member) => member.email)).size).toBe(300);
  });

  it('gives a member the same values whatever the batch it is generated in', () => {
    expect(seedMemberAt(42, 4_711, FIXED_DAY)).toEqual(members(42, 20, FIXED_DAY, 4_700)[11]);
  });

  it('gives different members for a different seed', () => {
    const one = members(1, 200, FIXED_DAY).slice(1);
    const two = members(2, 200, FIXED_DAY).slice(1);
    const same = one.filter((member, index) => member.email === two[index]?.email);
    expect(same.length).toBeLessThan(5);
    expect(one.map((member) => member.personal.aboutYourSelf)).not.toEqual(
      two.map((member) => member.personal.aboutYourSelf),
    );
    expect(new Set([...one, ...two].map((member) => member.id)).size).toBe(398);
  });

  it('makes member 0 the demo login with a complete, fixed profile', () => {
    const demo = seedMemberAt(9, 0, TODAY);
    expect(demo.email).toBe(DEMO_EMAIL);
    expect(seedMemberAt(1, 0, TODAY)).toEqual(demo);
    expect(demo.personal).toMatchObject({ firstName: 'Priya', lastName: 'Raman', maritalStatus: 'Never Married' });
    expect(demo.visibility).toMatchObject({ hidden: false, photoVisibility: 'members' });
    expect(demo.photoPicks).toHaveLength(3);
  });
});

describe('every generated member', () => {
  const sample = members(7, 1_500);

  it('passes the five onboarding step schemas, the section schemas and the preferences schema', () => {
    for (const member of sample) {
      const checks = [
        PersonalDetailsInputSchema.safeParse(member.personal),
        QualificationDetailsInputSchema.safeParse(member.qualification),
        LocationDetailsInputSchema.safeParse(member.location),
        OtherDetailsInputSchema.safeParse(member.other),
        PartnerPreferencesSchema.safeParse(member.preferences),
        UpdateFamilyDetailsInputSchema.safeParse({
          fatherOccupation: member.background.fatherOccupation,
          motherOccupation: member.background.motherOccupation,
          numberOfSiblings: member.background.numberOfSiblings,
          livingWithFamily: member.background.livingWithFamily,
        }),
        UpdatePersonalBackgroundInputSchema.safeParse({
          height: member.background.heightCm,
          weight: member.background.weightKg,
          language: member.background.language,
          bodyType: member.background.bodyType,
          smokingHabbit: member.background.smokingHabit,
          drinkingHabbit: member.background.drinkingHabit,
          diet: member.background.diet,
          complexion: member.background.complexion,
        }),
        UpdateReligiousBackgroundInputSchema.safeParse({ gotra: member.background.gotra }),
      ];
      for (const check of checks) {
        if (!check.success) throw new Error(`member ${member.index}: ${JSON.stringify(check.error.issues)}`);
      }
    }
  });

  it('answers all twelve questions in the shape sign-up stores, consistent with the profile', () => {
    for (const member of sample) {
      const parsed = AnswersSchema.safeParse(member.answers);
      if (!parsed.success) throw new Error(`member ${member.index}: ${JSON.stringify(parsed.error.issues)}`);
      expect(
        Object.keys(member.answers)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      // Stored JSON round-trips to the same answers (q7 a number, q8 {min,max}, q12 an array).
      expect(AnswersSchema.parse(JSON.parse(JSON.stringify(member.answers)))).toEqual(member.answers);
      expect(member.answers[1]).toBe(member.gender);
      expect(member.answers[7]).toBe(ageOn(member.other.dateOfBirth, TODAY));
      expect(member.preferences.genderSought).toEqual([member.answers[2]]);
      expect([member.preferences.ageMin, member.preferences.ageMax]).toEqual([
        member.answers[8].min,
        member.answers[8].max,
      ]);
      expect(member.preferences.horoscopeImportance).toBe(member.answers[10]);
      expect(member.preferences.casteImportance).toBe(member.answers[11]);
      expect(member.preferences.livingInAustralia).toBe(member.answers[9]);
      expect(member.preferences.weddingGoals).toBe(member.answers[4]);
      expect(member.preferences.interests).toEqual(member.answers[12].filter((hobby) => hobby !== 'None'));
    }
  });

  it('has ages 21 to 60, mostly in the late twenties and thirties, and partner ages around their own', () => {
    const ages = sample.map((member) => member.answers[7]);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(21);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    const prime = ages.filter((age) => age >= 25 && age <= 34).length / ages.length;
    expect(prime).toBeGreaterThan(0.45);
    expect(ages.filter((age) => age >= 45).length).toBeGreaterThan(0);
    for (const member of sample) {
      expect(member.preferences.ageMin).toBeLessThanOrEqual(member.answers[7] + 1);
      expect(member.preferences.ageMax).toBeGreaterThanOrEqual(member.answers[7] - 1);
    }
  });

  it('lives in a state of its country, with a valid mobile number of that country', () => {
    for (const member of sample) {
      const { country, state, citizenShip } = member.location;
      expect(
        STATES.some((item) => item.countryCode === country && item.name === state),
        `${country} ${state}`,
      ).toBe(true);
      expect(COUNTRIES.some((item) => item.isoCode === citizenShip)).toBe(true);
      expect(isValidPhoneNumber(member.personal.contactNumber)).toBe(true);
      expect(member.personal.contactNumber).toMatch(/^\+[1-9]\d{5,14}$/);
      if (country === 'AU')
        expect(member.location.austrailanVisaStatus).not.toBe('Not applicable - living outside Australia');
      else expect(member.location.austrailanVisaStatus).toBe('Not applicable - living outside Australia');
      if (citizenShip === 'AU' && country === 'AU')
        expect(member.location.austrailanVisaStatus).toBe('Australian citizen');
    }
    const share = sample.filter((member) => member.location.country === 'AU').length / sample.length;
    expect(share).toBeGreaterThan(0.6);
    expect(new Set(sample.map((member) => member.location.country)).size).toBeGreaterThan(8);
  });

  it('has heights by gender, a caste of its religion, and work that fits its qualification and age', () => {
    const heights = HEIGHT_OPTIONS.map((option) => option.value);
    const mean = (gender: string) => {
      const list = sample.filter((member) => member.gender === gender).map((member) => member.background.heightCm);
      return list.reduce((sum, value) => sum + value, 0) / list.length;
    };
    expect(mean('Man') - mean('Woman')).toBeGreaterThan(8);
    for (const member of sample) {
      expect(heights).toContain(member.background.heightCm);
      const castes: readonly string[] = [
        ...((CASTES_BY_RELIGION as Record<string, readonly string[]>)[member.other.religion] ?? []),
        ...CASTE_ANY,
      ];
      expect(castes, `${member.other.religion} ${member.other.caste}`).toContain(member.other.caste);
      const career = CAREERS.find((item) => item.occupations.includes(member.qualification.occupation));
      expect(career?.qualifications.map(([value]) => value)).toContain(member.qualification.qualification);
      if (member.qualification.occupation === 'Retired') expect(member.answers[7]).toBeGreaterThanOrEqual(55);
      if (member.qualification.occupation === 'Student') {
        expect(member.qualification.currentWorkingStatus).toBe('student');
        expect(['0-25000', '25000-50000', 'undisclosed']).toContain(member.qualification.income);
      }
      if (member.personal.maritalStatus === 'Never Married') expect(member.personal.numberOfChildren).toBe(0);
      expect(member.email).toMatch(
        member.index === 0
          ? /^demo@example\.com$/
          : new RegExp(`^[a-z0-9]+\\.[a-z0-9]+\\.${member.index}@${DEMO_EMAIL_DOMAIN}$`),
      );
    }
  });

  it('draws from many communities and religions in plausible proportions', () => {
    const share = (religion: string) =>
      sample.filter((member) => member.other.religion === religion).length / sample.length;
    expect(share('Hindu')).toBeGreaterThan(0.45);
    expect(share('Hindu')).toBeLessThan(0.75);
    for (const religion of ['Muslim', 'Christian', 'Sikh', 'Buddhist']) expect(share(religion)).toBeGreaterThan(0.02);
    expect(new Set(sample.map((member) => member.other.community)).size).toBeGreaterThan(15);
    const muslimNames = sample
      .filter((member) => member.other.religion === 'Muslim')
      .map((member) => member.personal.firstName);
    expect(
      muslimNames.some((name) =>
        ['Ayesha', 'Fatima', 'Muhammad', 'Mohammed', 'Ahmed', 'Sana', 'Fathima', 'Imran'].includes(name),
      ),
    ).toBe(true);
  });

  it('writes plain, distinct about texts within the limits', () => {
    const texts = sample.slice(0, 300).map((member) => member.personal.aboutYourSelf);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.length).toBeGreaterThanOrEqual(30);
      expect(text.length).toBeLessThanOrEqual(2000);
      expect(text).not.toMatch(/[<>]|undefined|null|NaN|\$\{/);
    }
    const byParents = sample.find((member) => member.answers[6] === 'Child');
    expect(byParents?.personal.aboutYourSelf).toMatch(/\b(our|We)\b/);
  });
});

describe('the lists behind the members', () => {
  it('use only values of the shared option lists', () => {
    const communities: readonly string[] = COMMUNITIES;
    const tongues: readonly string[] = MOTHER_TONGUES;
    const religions: readonly string[] = RELIGIONS;
    for (const heritage of HERITAGES) {
      for (const [[community, tongue]] of heritage.communities) {
        expect(communities).toContain(community);
        expect(tongues).toContain(tongue);
      }
      for (const [religion] of heritage.religions) expect(religions).toContain(religion);
      for (const [religion, names] of Object.entries(heritage.names)) {
        const allowed = [...((CASTES_BY_RELIGION as Record<string, readonly string[]>)[religion] ?? []), ...CASTE_ANY];
        for (const [caste] of names.castes) expect(allowed, `${heritage.key} ${religion}`).toContain(caste);
        for (const entry of names.surnames) {
          const caste = entry.split(':')[1];
          if (caste) expect(allowed, `${heritage.key} ${entry}`).toContain(caste);
        }
        for (const name of [...names.male, ...names.female, ...names.surnames])
          expect(name).toMatch(/^[A-Z][A-Za-z' :-]+$/);
      }
      for (const [key] of heritage.abroad) expect(ABROAD_CITIES[key], key).toBeDefined();
    }
    for (const career of CAREERS) {
      for (const occupation of career.occupations) expect(OCCUPATIONS).toContain(occupation);
      for (const [qualification] of career.qualifications) expect(QUALIFICATIONS).toContain(qualification);
    }
    expect(INCOME_VALUES).toContain(seedMemberAt(3, 5, TODAY).qualification.income);
  });

  it('name states exactly as country-state-city does', () => {
    const places = [...AUSTRALIAN_CITIES.map(([place]) => place), ...Object.values(ABROAD_CITIES)];
    for (const place of places) {
      expect(
        STATES.some((item) => item.countryCode === place.country && item.name === place.state),
        `${place.city}`,
      ).toBe(true);
    }
  });

  it('make valid mobile numbers for every country members live in', () => {
    const random = new Random(5);
    const countries = new Set([...Object.values(ABROAD_CITIES).map((place) => place.country), 'AU']);
    for (const country of countries) {
      for (let i = 0; i < 300; i += 1) {
        const number = mobileNumber(country, random);
        expect(isValidPhoneNumber(number), `${country} ${number}`).toBe(true);
      }
    }
  });
});
