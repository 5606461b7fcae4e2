import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from './catalogue';
import { STANDARD_REQUESTS_PER_MONTH } from './entitlements';
import { PLAN_DESCRIPTIONS, PLAN_FEATURE_LINES, planTextEnglish, planTextsByEnglish } from './texts';

describe('the plans’ launch wording', () => {
  it('gives every plan a description and lines with ids unique within the plan', () => {
    for (const plan of PLAN_IDS) {
      expect(PLAN_DESCRIPTIONS[plan].id).toBe(plan);
      const ids = PLAN_FEATURE_LINES[plan].map((line) => line.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('fills every placeholder from the entitlement table', () => {
    const all = [...Object.values(PLAN_DESCRIPTIONS), ...Object.values(PLAN_FEATURE_LINES).flat()];
    for (const text of all) expect(planTextEnglish(text)).not.toMatch(/\{\{/);
    expect(PLAN_FEATURE_LINES.standard.map(planTextEnglish)).toContain(
      `${STANDARD_REQUESTS_PER_MONTH} connection requests a month to Standard and Premium members`,
    );
  });

  it('finds a line shared by two plans under one id', () => {
    const found = planTextsByEnglish().get('Ask connections for their phone number and e-mail');
    expect(found?.text.id).toBe('contact-details');
    expect(planTextsByEnglish().get('An operator’s own words')).toBeUndefined();
  });
});
