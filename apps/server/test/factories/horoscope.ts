import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { NAKSHATRA_IDS, RASHI_IDS, type OwnChart } from '@app/shared/horoscope';
import { refreshMatchProfiles } from '../../src/modules/discover/match-profile';
import { moonFromId } from '../../src/modules/horoscope/index';

/**
 * A member's horoscope as the opt-in stores it (issue 31): `profiles.horoscope_opt_in`, `horoscope_moon` and the
 * chart (the contract's OwnChart, with its `manglik`), set directly, then the match row refreshed and given the
 * Moon and Manglik status the match table's writer copies from the profile (null unless opted in).
 */
export async function setHoroscope(
  app: FastifyInstance,
  userId: string,
  input: { moon: number | null; manglik?: boolean | null; optIn?: boolean },
): Promise<void> {
  const { moon, manglik = null, optIn = true } = input;
  const chart: OwnChart | null =
    moon === null
      ? null
      : {
          rashi: RASHI_IDS[moonFromId(moon).rashi]!,
          nakshatra: NAKSHATRA_IDS[moonFromId(moon).nakshatra]!,
          pada: 1,
          moonLongitude: (moonFromId(moon).nakshatra * 40) / 3,
          manglik,
          timeKnown: manglik !== null,
          certainty: {
            rashiCertain: true,
            nakshatraCertain: true,
            padaCertain: true,
            rashisOfDay: [RASHI_IDS[moonFromId(moon).rashi]!],
            nakshatrasOfDay: [NAKSHATRA_IDS[moonFromId(moon).nakshatra]!],
          },
          matchable: true,
        };
  await app.db
    .updateTable('profiles')
    .set({
      horoscopeOptIn: optIn,
      horoscopeMoon: optIn ? moon : null,
      horoscopeChart: optIn && chart ? JSON.stringify(chart) : null,
    })
    .where('userId', '=', userId)
    .execute();
  const now = app.clock.now();
  await refreshMatchProfiles(app.db, [userId], now);
  await sql`
    update match_profiles m
    set horoscope_moon = p.horoscope_moon,
      manglik = case when p.horoscope_opt_in then (p.horoscope_chart ->> 'manglik')::boolean end
    from profiles p
    where p.user_id = m.user_id and m.user_id = ${userId}`.execute(app.db);
}
