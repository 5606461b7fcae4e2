import { KOOTA_MAX, KOOTA_NAMES, type KootaName } from '@app/shared/horoscope';
import {
  type Gana,
  GANAS,
  isValidMoon,
  type Moon,
  NAKSHATRAS,
  RASHIS,
  type SignLord,
  validMoons,
  VARNAS,
  type Vashya,
  VASHYAS,
  type YoniAnimal,
  YONI_ANIMALS,
} from './zodiac';

/**
 * Guna Milan (Ashtakoota): eight kootas scored from two Moons, out of 36, in the North Indian practice written down
 * in docs/horoscope.md (tables, exceptions, sources). Each koota is a function of the bride's and the groom's Moon
 * (nakshatra and rashi) and answers its points with a stable reason id and parameters (ids, numbers), never a
 * sentence: the web words them. Points are whole or half points.
 */

export type { KootaName };
export type ReasonParams = Record<string, string | number>;
export type KootaResult = { name: KootaName; points: number; max: number; reason: string; params: ReasonParams };

export const KOOTAS: readonly KootaName[] = KOOTA_NAMES;
export const KOOTA_MAXIMA: Readonly<Record<KootaName, number>> = KOOTA_MAX;
export const MAX_SCORE = 36;

const result = (name: KootaName, points: number, reason: string, params: ReasonParams): KootaResult => ({
  name,
  points,
  max: KOOTA_MAXIMA[name],
  reason,
  params,
});

const nakshatraOf = (moon: Moon) => NAKSHATRAS[moon.nakshatra]!;
const rashiOf = (moon: Moon) => RASHIS[moon.rashi]!;

// ---------------------------------------------------------------------------------------------------------------
// 1. Varna (1): the groom's varna equal to or higher than the bride's.

export function varnaKoota(bride: Moon, groom: Moon): KootaResult {
  const b = rashiOf(bride).varna;
  const g = rashiOf(groom).varna;
  const rank = (varna: typeof b) => VARNAS.indexOf(varna); // 0 is the highest
  const reason = b === g ? 'same' : rank(g) < rank(b) ? 'groom_higher' : 'bride_higher';
  return result('varna', rank(g) <= rank(b) ? 1 : 0, reason, { bride: b, groom: g });
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Vashya (2): the class of each Moon's sign, and Maitreya's table.

/**
 * The vashya class of a Moon. Dhanu is human in its first half and four-footed in its second; makara four-footed in
 * its first and aquatic in its second. The half does not fall on a pada boundary (15° is 4½ padas), so a nakshatra
 * that straddles it takes the class of the half it mostly lies in: purva_ashadha (1°40′ before 15°, 11°40′ after)
 * is four-footed, shravana in makara (5° before, 8°20′ after) aquatic.
 */
export function vashyaOf(moon: Moon): Vashya {
  switch (moon.rashi) {
    case 0:
    case 1:
      return 'chatushpada';
    case 3:
    case 11:
      return 'jalachara';
    case 4:
      return 'vanachara';
    case 7:
      return 'keeta';
    case 8:
      return moon.nakshatra === 18 ? 'manava' : 'chatushpada';
    case 9:
      return moon.nakshatra === 20 ? 'chatushpada' : 'jalachara';
    default:
      return 'manava'; // mithuna, kanya, tula, kumbha
  }
}

/** Rows: the bride's class; columns: the groom's (order of VASHYAS). Maitreya's table (docs/horoscope.md). */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 0.5, 1, 0, 2],
  [0.5, 2, 0, 0, 0],
  [1, 0, 2, 2, 2],
  [0, 0, 2, 2, 0],
  [1, 0, 1, 0, 2],
];

export function vashyaKoota(bride: Moon, groom: Moon): KootaResult {
  const b = vashyaOf(bride);
  const g = vashyaOf(groom);
  const points = VASHYA_POINTS[VASHYAS.indexOf(b)]![VASHYAS.indexOf(g)]!;
  return result('vashya', points, b === g ? 'same' : 'different', { bride: b, groom: g });
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Tara (3): counted both ways, 1½ for each count that does not end on the 3rd, 5th or 7th tara.

/** The tara (1–9) of the nakshatra `to` counted from `from` (itself being the 1st). */
export function taraNumber(from: number, to: number): number {
  const count = ((to - from + 27) % 27) + 1;
  return ((count - 1) % 9) + 1;
}

const favourableTara = (tara: number) => tara !== 3 && tara !== 5 && tara !== 7;

export function taraKoota(bride: Moon, groom: Moon): KootaResult {
  const fromBride = taraNumber(bride.nakshatra, groom.nakshatra);
  const fromGroom = taraNumber(groom.nakshatra, bride.nakshatra);
  const favourable = Number(favourableTara(fromBride)) + Number(favourableTara(fromGroom));
  const reason = favourable === 2 ? 'both_favourable' : favourable === 1 ? 'one_favourable' : 'neither_favourable';
  return result('tara', favourable * 1.5, reason, { fromBride, fromGroom });
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Yoni (4): the animals of the two nakshatras, Maitreya's table.

/** Rows: the bride's animal; columns: the groom's (order of YONI_ANIMALS). */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 2, 1, 1, 2, 2, 4],
];
const YONI_REASONS = ['enemies', 'unfriendly', 'neutral', 'friendly', 'same'] as const;

export function yoniKoota(bride: Moon, groom: Moon): KootaResult {
  const b: YoniAnimal = nakshatraOf(bride).yoni.animal;
  const g: YoniAnimal = nakshatraOf(groom).yoni.animal;
  const points = YONI_POINTS[YONI_ANIMALS.indexOf(b)]![YONI_ANIMALS.indexOf(g)]!;
  return result('yoni', points, YONI_REASONS[points]!, { bride: b, groom: g });
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Graha maitri (5): the natural friendship of the lords of the two rashis.

export type Friendship = 'friend' | 'neutral' | 'enemy';

/** Naisargika (natural) friendships: how each lord regards the others; the rest are neutral. */
const FRIENDS: Readonly<Record<SignLord, readonly SignLord[]>> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
};
const ENEMIES: Readonly<Record<SignLord, readonly SignLord[]>> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
};

/** How `planet` regards `other`. */
export function friendship(planet: SignLord, other: SignLord): Friendship {
  if (FRIENDS[planet].includes(other)) return 'friend';
  if (ENEMIES[planet].includes(other)) return 'enemy';
  return 'neutral';
}

/** Points for the two ways the lords regard each other, in either order. */
const MAITRI: Readonly<Record<string, { points: number; reason: string }>> = {
  'friend+friend': { points: 5, reason: 'friends' },
  'friend+neutral': { points: 4, reason: 'friend_neutral' },
  'neutral+neutral': { points: 3, reason: 'neutral' },
  'enemy+friend': { points: 1, reason: 'friend_enemy' },
  'enemy+neutral': { points: 0.5, reason: 'neutral_enemy' },
  'enemy+enemy': { points: 0, reason: 'enemies' },
};

export function grahaMaitriKoota(bride: Moon, groom: Moon): KootaResult {
  const b = rashiOf(bride).lord;
  const g = rashiOf(groom).lord;
  if (b === g) return result('graha_maitri', 5, 'same_lord', { bride: b, groom: g });
  const key = [friendship(b, g), friendship(g, b)].sort().join('+');
  const { points, reason } = MAITRI[key]!;
  return result('graha_maitri', points, reason, { bride: b, groom: g });
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Gana (6): the temperaments of the two nakshatras.

/** Rows: the groom's gana; columns: the bride's (order of GANAS). */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 5, 1],
  [6, 6, 0],
  [1, 0, 6],
];

export function ganaKoota(bride: Moon, groom: Moon): KootaResult {
  const b: Gana = nakshatraOf(bride).gana;
  const g: Gana = nakshatraOf(groom).gana;
  const points = GANA_POINTS[GANAS.indexOf(g)]![GANAS.indexOf(b)]!;
  return result('gana', points, b === g ? 'same' : 'different', { bride: b, groom: g });
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Bhakoot (7): the places of the two rashis from each other, with its exception.

/** The place (1–12) of the rashi `to` counted from `from` (itself being the 1st). */
export function rashiPlace(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}

const DOSHA_PLACES = new Set([2, 12, 5, 9, 6, 8]);

/**
 * 2/12, 5/9 and 6/8 are the dosha; the exception: the lords of the two rashis are one planet, or natural friends of
 * each other (each counts the other a friend). Then the dosha does not arise and the koota scores its 7.
 */
export function bhakootKoota(bride: Moon, groom: Moon): KootaResult {
  const fromBride = rashiPlace(bride.rashi, groom.rashi);
  const fromGroom = rashiPlace(groom.rashi, bride.rashi);
  if (!DOSHA_PLACES.has(fromBride)) return result('bhakoot', 7, 'favourable', { fromBride, fromGroom });
  const b = rashiOf(bride).lord;
  const g = rashiOf(groom).lord;
  if (b === g) return result('bhakoot', 7, 'cancelled', { fromBride, fromGroom, rule: 'same_lord' });
  if (friendship(b, g) === 'friend' && friendship(g, b) === 'friend') {
    return result('bhakoot', 7, 'cancelled', { fromBride, fromGroom, rule: 'friendly_lords' });
  }
  return result('bhakoot', 0, 'dosha', { fromBride, fromGroom });
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Nadi (8): the nadis of the two nakshatras, with its exceptions.

/**
 * One nadi for both is the dosha; the exceptions: one rashi and two nakshatras, or one nakshatra in two rashis (one of
 * the 9 that cross a sign). Then the dosha does not arise and the koota scores its 8. The third exception of the
 * practice, one nakshatra and one rashi in different padas, needs the padas, which the score is not keyed by: such a
 * pair keeps the dosha (docs/horoscope.md).
 */
export function nadiKoota(bride: Moon, groom: Moon): KootaResult {
  const b = nakshatraOf(bride).nadi;
  const g = nakshatraOf(groom).nadi;
  const params = { bride: b, groom: g };
  if (b !== g) return result('nadi', 8, 'different', params);
  if (bride.rashi === groom.rashi && bride.nakshatra !== groom.nakshatra) {
    return result('nadi', 8, 'cancelled', { ...params, rule: 'same_rashi' });
  }
  if (bride.nakshatra === groom.nakshatra && bride.rashi !== groom.rashi) {
    return result('nadi', 8, 'cancelled', { ...params, rule: 'same_nakshatra' });
  }
  return result('nadi', 0, 'dosha', params);
}

// ---------------------------------------------------------------------------------------------------------------
// The whole reading.

export type GunaMilan = { bride: Moon; groom: Moon; score: number; max: typeof MAX_SCORE; kootas: KootaResult[] };

const KOOTA_FUNCTIONS: readonly ((bride: Moon, groom: Moon) => KootaResult)[] = [
  varnaKoota,
  vashyaKoota,
  taraKoota,
  yoniKoota,
  grahaMaitriKoota,
  ganaKoota,
  bhakootKoota,
  nadiKoota,
];

function assertMoon(moon: Moon, who: string): void {
  if (!isValidMoon(moon))
    throw new RangeError(`${who}: no Moon is in nakshatra ${moon.nakshatra} and rashi ${moon.rashi}`);
}

/** The eight kootas and their total, the first Moon being the bride's and the second the groom's. */
export function gunaMilan(bride: Moon, groom: Moon): GunaMilan {
  assertMoon(bride, 'bride');
  assertMoon(groom, 'groom');
  const kootas = KOOTA_FUNCTIONS.map((koota) => koota(bride, groom));
  const score = kootas.reduce((sum, koota) => sum + koota.points, 0);
  return { bride, groom, score, max: MAX_SCORE, kootas };
}

/**
 * A pair with no bride and groom: both readings are made and the one with the lower total is given (on equal totals,
 * the first Moon as the bride's). The score is then the same whichever member asks.
 */
export function gunaMilanEitherWay(first: Moon, second: Moon): GunaMilan & { firstIs: 'bride' | 'groom' } {
  const firstAsBride = gunaMilan(first, second);
  const secondAsBride = gunaMilan(second, first);
  return secondAsBride.score < firstAsBride.score
    ? { ...secondAsBride, firstIs: 'groom' }
    : { ...firstAsBride, firstIs: 'bride' };
}

/** The genders the site records (questionnaire q1); anything else, or none, is unknown here. */
export type PairGender = 'Man' | 'Woman' | 'Non-binary' | null;
/** A member's recorded gender as Guna Milan reads it (anything else, or none, is unknown). */
export const pairGender = (gender: string | null): PairGender =>
  gender === 'Man' || gender === 'Woman' || gender === 'Non-binary' ? gender : null;
export type PairMember = { moon: Moon; gender: PairGender };
export type PairReading = GunaMilan & { direction: 'woman_as_bride' | 'either_way'; viewerIs: 'bride' | 'groom' };

/**
 * The reading for two members: a woman and a man are read with the woman as the bride; any other pair (two women, two
 * men, a non-binary member, a gender not given) is read either way (gunaMilanEitherWay), so it never depends on who is
 * looking.
 */
export function gunaMilanForPair(viewer: PairMember, member: PairMember): PairReading {
  if (viewer.gender === 'Woman' && member.gender === 'Man') {
    return { ...gunaMilan(viewer.moon, member.moon), direction: 'woman_as_bride', viewerIs: 'bride' };
  }
  if (viewer.gender === 'Man' && member.gender === 'Woman') {
    return { ...gunaMilan(member.moon, viewer.moon), direction: 'woman_as_bride', viewerIs: 'groom' };
  }
  const { firstIs, ...reading } = gunaMilanEitherWay(viewer.moon, member.moon);
  return { ...reading, direction: 'either_way', viewerIs: firstIs };
}

// ---------------------------------------------------------------------------------------------------------------
// The pair table, for the database.

export type PairRow = {
  bride: Moon;
  groom: Moon;
  /** The total with this Moon as the bride's and that one as the groom's. */
  score: number;
  /** The lower of this row's total and the reversed row's: the score of the pair read either way. */
  eitherWayScore: number;
  points: Record<KootaName, number>;
};

/** Every valid Moon against every valid Moon, in both roles: 36 × 36 = 1,296 rows, in validMoons() order. */
export function gunaMilanTable(): PairRow[] {
  const moons = validMoons();
  const key = (moon: Moon) => `${moon.nakshatra}:${moon.rashi}`;
  const scores = new Map<string, number>();
  const rows: PairRow[] = [];
  for (const bride of moons) {
    for (const groom of moons) {
      const reading = gunaMilan(bride, groom);
      scores.set(`${key(bride)}|${key(groom)}`, reading.score);
      const points = Object.fromEntries(reading.kootas.map((koota) => [koota.name, koota.points])) as Record<
        KootaName,
        number
      >;
      rows.push({ bride, groom, score: reading.score, eitherWayScore: reading.score, points });
    }
  }
  for (const row of rows) {
    row.eitherWayScore = Math.min(row.score, scores.get(`${key(row.groom)}|${key(row.bride)}`)!);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Manglik compatibility.

/** A member's Manglik status: true (Manglik), false (not), null (not known: no chart, or not computed). */
export type ManglikStatus = boolean | null;
export type ManglikCompatibility = {
  viewer: ManglikStatus;
  member: ManglikStatus;
  /** true: both Manglik or neither; false: one of them only; null: either status unknown. */
  compatible: boolean | null;
  reason: 'both_manglik' | 'neither_manglik' | 'one_manglik' | 'unknown';
};

/**
 * The rule of the practice: a Manglik is matched with a Manglik (the dosha of one answers the other's), a non-Manglik
 * with a non-Manglik. Symmetric; an unknown status gives no answer rather than a guess.
 */
export function manglikCompatibility(viewer: ManglikStatus, member: ManglikStatus): ManglikCompatibility {
  if (viewer === null || member === null) return { viewer, member, compatible: null, reason: 'unknown' };
  if (viewer === member) {
    return { viewer, member, compatible: true, reason: viewer ? 'both_manglik' : 'neither_manglik' };
  }
  return { viewer, member, compatible: false, reason: 'one_manglik' };
}
