import { describe, expect, it } from 'vitest';
import { NAKSHATRA_IDS, RASHI_IDS } from '@app/shared/horoscope';
import { moonCode, ownChart } from './own-chart';
import { NAKSHATRAS, RASHIS } from './zodiac';

describe('a member’s own chart', () => {
  it('names rashis and nakshatras by the contract’s ids, in the computation’s order', () => {
    expect(RASHIS.map((rashi) => rashi.id)).toEqual([...RASHI_IDS]);
    expect(NAKSHATRAS.map((nakshatra) => nakshatra.id)).toEqual([...NAKSHATRA_IDS]);
  });

  it('with a known time: the Moon, its pada, the ascendant and the Manglik status; the Moon is matchable', () => {
    // The published birth of chart.test.ts: 1990 December 6 at 22:46 IST, Ashlesha pada 2 in Karkata.
    const { chart, moon } = ownChart({
      dateOfBirth: '1990-12-06',
      timeOfBirth: '22:46',
      latitude: 20,
      longitude: 78,
      timeZone: 'Asia/Kolkata',
    });
    expect(chart).toMatchObject({
      rashi: 'karka',
      nakshatra: 'ashlesha',
      pada: 2,
      timeKnown: true,
      matchable: true,
      certainty: { rashiCertain: true, nakshatraCertain: true, rashisOfDay: ['karka'], nakshatrasOfDay: ['ashlesha'] },
    });
    expect(chart.moonLongitude).toBeGreaterThanOrEqual(90 + 10 / 3); // Ashlesha pada 2 starts at 106°40′
    expect(chart.moonLongitude).toBeLessThan(120);
    expect(RASHI_IDS).toContain(chart.ascendant?.rashi);
    expect(typeof chart.manglik).toBe('boolean');
    expect(moon).toBe(8 * 12 + 3);
    expect(moonCode({ nakshatra: 8, rashi: 3 })).toBe(99);
  });

  it('without a time: no ascendant or Manglik status; matchable only when the day leaves rashi and nakshatra certain', () => {
    // 2024 January 1 in Auckland: the Moon leaves Magha at 16:06, both Magha and Purva Phalguni in Simha.
    const open = ownChart({
      dateOfBirth: '2024-01-01',
      timeOfBirth: null,
      latitude: -36.85,
      longitude: 174.76,
      timeZone: 'Pacific/Auckland',
    });
    expect(open.chart.ascendant).toBeUndefined();
    expect(open.chart).toMatchObject({
      rashi: 'simha',
      nakshatra: 'magha',
      manglik: null,
      timeKnown: false,
      matchable: false,
      certainty: { rashiCertain: true, nakshatraCertain: false, nakshatrasOfDay: ['magha', 'purva_phalguni'] },
    });
    expect(open.moon).toBeNull();

    // 1990 February 19 in New Delhi: a slow Moon stays in Jyeshtha (Vrishchika) from midnight to midnight IST.
    const certain = ownChart({
      dateOfBirth: '1990-02-19',
      timeOfBirth: null,
      latitude: 28.61,
      longitude: 77.21,
      timeZone: 'Asia/Kolkata',
    });
    expect(certain.chart).toMatchObject({
      rashi: 'vrishchika',
      nakshatra: 'jyeshtha',
      matchable: true,
      certainty: { rashiCertain: true, nakshatraCertain: true, nakshatrasOfDay: ['jyeshtha'] },
    });
    expect(certain.moon).toBe(17 * 12 + 7);
  });

  it('refuses what cannot be read', () => {
    const details = {
      dateOfBirth: '1990-12-06',
      timeOfBirth: null,
      latitude: 20,
      longitude: 78,
      timeZone: 'Asia/Kolkata',
    };
    expect(() => ownChart({ ...details, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => ownChart({ ...details, dateOfBirth: '1990-02-30' })).toThrow(RangeError);
  });
});
