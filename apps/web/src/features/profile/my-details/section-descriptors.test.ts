import { describe, expect, it } from 'vitest';
import { HEIGHT_OPTIONS } from '@app/shared/profile/options';
import { SECTION_DESCRIPTORS, type EditTarget, type SectionContext } from './section-descriptors';
import { optionLabel } from '../../../lib/option-labels';
import type { FormValues } from './section-form';
import { buildMyDetails } from './testing/fixtures';

const details = buildMyDetails();

function contextFor(target: EditTarget): SectionContext {
  return {
    details,
    defaults: SECTION_DESCRIPTORS[target].read(details),
    t: ((key: string) => key) as SectionContext['t'],
    option: (list, value, english) => optionLabel('en', list, value, english),
    heights: HEIGHT_OPTIONS.map((option) => ({ value: String(option.value), label: option.label })),
    label: (key) => key,
    places: { countries: [], country: 'NZ', setCountry: () => {}, states: [] },
    formatDate: (value) => value ?? null,
    onOpen: undefined,
  };
}

// The values each section's fields follow (a list after a choice), so every shape of each form is checked.
const VARIANTS: Partial<Record<EditTarget, FormValues[]>> = {
  location_background: [{ country: '' }, { country: 'AU' }, { country: 'NZ', plansMoveToAustralia: 'Yes' }],
  education_and_financial: [{ incomeCurrency: 'AUD' }, { incomeCurrency: 'USD' }],
  religious_background: [{ religion: 'Hindu' }, { religion: 'Sikh' }, { horoscopeOptIn: true }],
};

describe('My Details section descriptors', () => {
  it.each(Object.keys(SECTION_DESCRIPTORS) as EditTarget[])(
    '%s: every field it shows starts from a stored value, once',
    (target) => {
      const descriptor = SECTION_DESCRIPTORS[target];
      const context = contextFor(target);
      for (const change of [{}, ...(VARIANTS[target] ?? [])]) {
        // A field its feature draws (the horoscope opt-in) holds several values; each of them is one of the form's.
        const names = descriptor
          .fields({ ...context.defaults, ...change }, context)
          .flatMap((spec) => (spec.kind === 'custom' ? spec.fields : [spec.name]));
        expect(names.length).toBeGreaterThan(0);
        expect(new Set(names).size).toBe(names.length);
        for (const name of names) expect(Object.keys(context.defaults)).toContain(name);
      }
    },
  );
});
