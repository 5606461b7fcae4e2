import {
  KOOTA_MAX,
  MAX_GUNAS,
  NAKSHATRA_IDS,
  RASHI_IDS,
  type KootaName,
  type KootaReading,
  type PairHoroscope,
} from '@app/shared/horoscope';
import { gunaMilanForPair, manglikCompatibility, moonFromId, pairGender, storedManglik } from '../horoscope/index';
import type { VisibleProfileView } from './profile-view';
import type { ProfileRow } from './privacy.repository';

/**
 * The horoscope part of the profile view (issue 31, docs/horoscope.md "On the profile", docs/privacy.md): Guna Milan
 * between the viewer and the member, decided here with the rest of what a viewer sees.
 *
 * - Present only when both opted in to horoscope matching and both Moons are certain (`horoscope_moon` set), and
 *   never on one's own profile. Otherwise absent, and nothing else in the answer differs.
 * - The score, each koota's points, reason and note, and the Manglik result: to any viewer who may see the profile.
 * - Each koota's `params` and the member's Moon (`member`: rashi and nakshatra) name the member's birth details: only
 *   to a viewer who may see them (`fields.birthDetails`: an accepted connection, the religious section shown).
 * - `note` is one plain English sentence per reason that describes the part, never the member's attributes and never
 *   a verdict.
 */

/** Both members as this decision reads them: their profile row (opt-in, Moon, chart) and their gender. */
export type HoroscopeSide = { profile: ProfileRow | null; gender: string | null };

const NOTES: Readonly<Record<KootaName, Readonly<Record<string, string>>>> = {
  varna: {
    same: 'Both Moon signs have the same varna (the rank of the sign’s temperament), which gives this point.',
    groom_higher:
      'The groom’s Moon sign has the higher varna (the rank of the sign’s temperament), which gives this point.',
    bride_higher:
      'The bride’s Moon sign has the higher varna (the rank of the sign’s temperament); this point is given when the groom’s is equal or higher.',
  },
  vashya: {
    same: 'Both Moon signs belong to the same vashya class (the nature of the sign).',
    different:
      'The two Moon signs belong to different vashya classes; the points follow how the two classes go together.',
  },
  tara: {
    both_favourable: 'Counting from each birth star to the other, both counts end on a favourable tara.',
    one_favourable:
      'Counting from each birth star to the other, one count ends on a favourable tara and one on the 3rd, 5th or 7th.',
    neither_favourable: 'Counting from each birth star to the other, both counts end on the 3rd, 5th or 7th tara.',
  },
  yoni: {
    same: 'The two birth stars have the same animal (yoni).',
    friendly: 'The animals (yoni) of the two birth stars are friendly to each other.',
    neutral: 'The animals (yoni) of the two birth stars are neutral to each other.',
    unfriendly: 'The animals (yoni) of the two birth stars are unfriendly to each other.',
    enemies: 'The animals (yoni) of the two birth stars are natural enemies in the tradition.',
  },
  graha_maitri: {
    same_lord: 'The same planet rules both Moon signs.',
    friends: 'The planets that rule the two Moon signs are friends of each other.',
    friend_neutral:
      'Of the planets that rule the two Moon signs, one counts the other a friend and the other is neutral.',
    neutral: 'The planets that rule the two Moon signs are neutral to each other.',
    friend_enemy: 'Of the planets that rule the two Moon signs, one counts the other a friend and the other an enemy.',
    neutral_enemy: 'Of the planets that rule the two Moon signs, one is neutral and the other counts it an enemy.',
    enemies: 'The planets that rule the two Moon signs count each other enemies.',
  },
  gana: {
    same: 'Both birth stars have the same gana (temperament).',
    different: 'The two birth stars have different ganas (temperaments); the points follow the traditional table.',
  },
  bhakoot: {
    favourable: 'The two Moon signs are not in the 2/12, 5/9 or 6/8 places from each other.',
    cancelled:
      'The two Moon signs are in the 2/12, 5/9 or 6/8 places, but the planets that rule them are one or friends, so the dosha does not arise.',
    dosha: 'The two Moon signs are in the 2/12, 5/9 or 6/8 places from each other (bhakoot dosha).',
  },
  nadi: {
    different: 'The two birth stars belong to different nadis.',
    cancelled:
      'The two birth stars share a nadi, but one sign with two stars or one star in two signs means the dosha does not arise.',
    dosha: 'The two birth stars share the same nadi (nadi dosha).',
  },
};

/** The note for a koota's reason; a reason without its own sentence says what the part compares. */
export function kootaNote(name: KootaName, reason: string): string {
  return NOTES[name][reason] ?? `This part compares the two Moons (${name.replace('_', ' ')}).`;
}

const matchable = (profile: ProfileRow | null): profile is ProfileRow & { horoscopeMoon: number } =>
  profile !== null && profile.horoscopeOptIn && profile.horoscopeMoon !== null;

/** `profile/getUserDetails` `horoscope` for this viewer, or undefined when it is not shown (see above). */
export function presentPairHoroscope(input: {
  view: VisibleProfileView;
  viewer: HoroscopeSide;
  member: HoroscopeSide;
}): PairHoroscope | undefined {
  const { view, viewer, member } = input;
  if (view.relation === 'self') return undefined;
  if (!matchable(viewer.profile) || !matchable(member.profile)) return undefined;
  const birthDetails = view.fields.birthDetails;
  const memberMoon = moonFromId(member.profile.horoscopeMoon);
  const reading = gunaMilanForPair(
    { moon: moonFromId(viewer.profile.horoscopeMoon), gender: pairGender(viewer.gender) },
    { moon: memberMoon, gender: pairGender(member.gender) },
  );
  const kootas: KootaReading[] = reading.kootas.map((koota) => ({
    name: koota.name,
    points: koota.points,
    max: KOOTA_MAX[koota.name],
    note: kootaNote(koota.name, koota.reason),
    reason: koota.reason,
    ...(birthDetails ? { params: { ...koota.params } } : {}),
  }));
  const manglik = manglikCompatibility(
    storedManglik(viewer.profile.horoscopeChart),
    storedManglik(member.profile.horoscopeChart),
  );
  return {
    score: reading.score,
    max: MAX_GUNAS,
    direction: reading.direction,
    kootas,
    manglik: { viewer: manglik.viewer, member: manglik.member, compatible: manglik.compatible },
    ...(birthDetails
      ? { member: { rashi: RASHI_IDS[memberMoon.rashi]!, nakshatra: NAKSHATRA_IDS[memberMoon.nakshatra]! } }
      : {}),
  };
}
