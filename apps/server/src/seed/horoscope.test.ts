import { describe, expect, it } from 'vitest';
import { NAKSHATRA_IDS, RASHI_IDS } from '@app/shared/horoscope';
import { birthMoment, computeChart, moonFromId } from '../modules/horoscope/index';
import { findCity } from '../modules/places/index';
import { generateDemoMember, generateMember } from './generate-member';

/** Demo members' horoscopes (issue 31): a share opted in with a city, each chart the real computation's. */
describe('seeded horoscopes', () => {
  const today = new Date('2026-11-29T00:00:00Z');
  const members = Array.from({ length: 400 }, (_, index) => generateMember(7, index + 1, today));

  it('opt a share of members in, more of the faiths whose families most often ask for a match', () => {
    const opted = members.filter((member) => member.horoscope);
    expect(opted.length).toBeGreaterThan(40);
    expect(opted.length).toBeLessThan(240);
    const share = (religion: string) => {
      const of = members.filter((member) => member.other.religion === religion);
      return of.filter((member) => member.horoscope).length / Math.max(1, of.length);
    };
    expect(share('Hindu')).toBeGreaterThan(share('Christian'));
    expect(generateDemoMember(today).horoscope).not.toBeNull();
  });

  it('give each opted-in member the chart of their own date, time and city, and its Moon when certain', () => {
    for (const member of members) {
      const seeded = member.horoscope;
      if (!seeded) continue;
      // A city the cities dropdown offers, by the id it gives, with its place.
      expect(findCity(seeded.cityId)).toMatchObject({
        latitude: seeded.latitude,
        longitude: seeded.longitude,
        timeZone: seeded.timeZone,
      });
      const moment = birthMoment({
        date: member.other.dateOfBirth,
        time: member.other.timeOfBirth,
        timeZone: seeded.timeZone,
      });
      const chart = computeChart({
        utc: moment.utc,
        latitude: seeded.latitude,
        longitude: seeded.longitude,
        timeKnown: moment.timeKnown,
        localDay: moment.localDay,
      });
      expect(seeded.chart).toMatchObject({
        rashi: RASHI_IDS[chart.moon.rashi],
        nakshatra: NAKSHATRA_IDS[chart.moon.nakshatra],
        pada: chart.moon.pada,
        manglik: chart.manglik?.manglik ?? null,
        timeKnown: true,
        matchable: true,
      });
      expect(seeded.moon).not.toBeNull();
      expect(moonFromId(seeded.moon!)).toEqual({ nakshatra: chart.moon.nakshatra, rashi: chart.moon.rashi });
    }
  });
});
