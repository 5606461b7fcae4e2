import { act, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadNamespace, setLanguage } from '../../../lib/i18n';
import { optionsMessages } from '../../../locales/options';
import { monthNamesIn } from '../date-field';
import { DIAL_CODES } from '@app/shared/profile/calling-codes';
import { countriesFor, PhoneField } from '../phone-field';

// English month and country names are written out (the browser's formatters are slow to set up on a phone's first
// render); they must read exactly as the browser would write them.
describe('names written out for English', () => {
  it('months match Intl.DateTimeFormat', () => {
    const format = new Intl.DateTimeFormat('en-AU', { month: 'long' });
    expect(monthNamesIn('en-AU')).toEqual(Array.from({ length: 12 }, (_, m) => format.format(new Date(2000, m, 1))));
  });

  it('every country’s name and place in the list match Intl.DisplayNames and Intl.Collator', () => {
    const names = new Intl.DisplayNames(['en-AU'], { type: 'region' });
    const collator = new Intl.Collator('en-AU');
    const options = DIAL_CODES.map((entry) => ({
      country: entry.country,
      label: `${names.of(entry.country) ?? entry.country} (${entry.value})`,
    })).sort((a, b) => collator.compare(a.label, b.label));
    const { common, all } = countriesFor('en');
    expect([...common, ...all].sort((a, b) => collator.compare(a.label, b.label))).toEqual(options);
    expect(all.map((option) => option.label)).toEqual(
      options.filter((option) => all.some((kept) => kept.country === option.country)).map((option) => option.label),
    );
  });
});

describe('the phone field’s country list', () => {
  it('offers every country with a calling code from its first render, the Gulf countries among the common ones', () => {
    render(
      createElement(PhoneField, {
        legend: 'Contact number',
        name: 'contactNumber',
        value: { countryCode: '+61', number: '' },
        onChange: () => undefined,
      }),
    );
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(within(select).getAllByRole('option')).toHaveLength(245);
    const common = within(select).getByRole('group', { name: 'Most used' });
    for (const name of [
      'United Arab Emirates (+971)',
      'Saudi Arabia (+966)',
      'Qatar (+974)',
      'Kuwait (+965)',
      'Oman (+968)',
      'Bahrain (+973)',
    ]) {
      expect(within(common).getByRole('option', { name })).toBeInTheDocument();
    }
    expect(within(select).getByRole('option', { name: 'Yemen (+967)' })).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Australia (+61)');
  });
});

describe('the phone field’s country names in Hindi and Punjabi', () => {
  it('come from the catalogue (ADR 018), with the calling code sent unchanged', async () => {
    preloadNamespace(optionsMessages);
    await act(() => setLanguage('pa'));
    try {
      render(
        createElement(PhoneField, {
          legend: 'ਸੰਪਰਕ ਨੰਬਰ',
          name: 'contactNumber',
          value: { countryCode: '+91', number: '' },
          onChange: () => undefined,
        }),
      );
      const select = screen.getAllByRole('combobox')[0];
      expect(select).toHaveDisplayValue('ਭਾਰਤ (+91)');
      expect(within(select!).getByRole('option', { name: 'ਆਸਟ੍ਰੇਲੀਆ (+61)' })).toHaveValue('AU');
      expect(within(select!).getAllByRole('option')).toHaveLength(245);
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
