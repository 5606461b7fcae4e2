import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@app/shared/constants';
import { PLAN_IDS } from '@app/shared/plans/catalogue';
import { messagingLineItems } from '@app/shared/plans/messaging';
import { PLAN_DESCRIPTIONS, PLAN_FEATURE_LINES, planTextEnglish } from '@app/shared/plans/texts';
import { setLanguage } from '../../lib/i18n';
import { usePlanWords } from './plan-words';

/**
 * The web words the plans from its catalogue (`plans.json`); the server seeds and sends the English of
 * `@app/shared/plans/texts` and words the messaging lines in `@app/shared/plans/messaging`. The web's English must be
 * that English, word for word, or a row would not be found and the two would drift.
 */
const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;
const words = () => renderHook(() => usePlanWords(), { wrapper }).result;

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

describe('the plans in English', () => {
  it.each(PLAN_IDS)('%s: the description and every card line are the shared English', (plan) => {
    const result = words();
    const description = planTextEnglish(PLAN_DESCRIPTIONS[plan]);
    expect(result.current.description(description)).toBe(description);
    for (const line of PLAN_FEATURE_LINES[plan]) {
      expect(result.current.featureLine(planTextEnglish(line))).toBe(planTextEnglish(line));
    }
  });

  it.each(USER_TYPES)('%s: the lines about messages and calls are the shared English', (tier) => {
    const result = words();
    for (const line of messagingLineItems(tier)) expect(result.current.messagingLine(line)).toBe(line.text);
  });

  it('shows an operator’s own text and plan name as written', () => {
    const result = words();
    expect(result.current.featureLine('Our own words')).toBe('Our own words');
    expect(result.current.planName({ planName: 'Premium Gold' })).toBe('Premium Gold');
    expect(result.current.planName({ planName: 'Premium' })).toBe('Premium');
  });
});

describe('the plans in Hindi', () => {
  it('word the launch texts, the numbers filled from the catalogue, and name the tiers in Devanagari', async () => {
    await act(() => setLanguage('hi'));
    const result = words();
    await waitFor(() => expect(result.current?.language).toBe('hi'));
    expect(result.current.planName({ planName: 'Premium' })).toBe('प्रीमियम');
    expect(result.current.featureLine(planTextEnglish(PLAN_FEATURE_LINES.standard[2]!))).toBe(
      'स्टैंडर्ड और प्रीमियम सदस्यों को हर महीने 10 कनेक्शन अनुरोध',
    );
    const [, calls] = messagingLineItems('Exclusive');
    expect(result.current.messagingLine(calls!)).toBe(
      'हर कनेक्शन के साथ 30 मिनट तक की वॉइस और वीडियो कॉल (प्रीमियम सदस्य के साथ 15 मिनट, उनके प्लान की सीमा)',
    );
    expect(result.current.featureLine('Our own words')).toBe('Our own words');
  });
});
