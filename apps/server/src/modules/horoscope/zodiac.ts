/**
 * The sidereal zodiac as Guna Milan reads it: the 12 rashis (signs of 30°) and the 27 nakshatras (lunar mansions of
 * 13°20′), with what each koota needs of them. Indices are the chart's: rashi = floor(longitude / 30) (0 = mesha),
 * nakshatra = floor(longitude / (360 / 27)) (0 = ashwini), longitude being the sidereal Moon's. Ids are
 * transliterated Sanskrit names; the web words them. Sources for every attribute are listed in docs/horoscope.md.
 */

import {
  GANAS,
  NADIS,
  SIGN_LORDS,
  VARNAS,
  VASHYAS,
  YONI_ANIMALS,
  type Gana,
  type Nadi,
  type SignLord,
  type Varna,
  type Vashya,
  type YoniAnimal,
} from '@app/shared/horoscope';

export type Planet = SignLord | 'rahu' | 'ketu';
export type { Gana, Nadi, SignLord, Varna, Vashya, YoniAnimal };

export type Rashi = { index: number; id: string; lord: SignLord; varna: Varna };
export type Nakshatra = {
  index: number;
  id: string;
  lord: Planet;
  gana: Gana;
  yoni: { animal: YoniAnimal; sex: 'male' | 'female' };
  nadi: Nadi;
};

/** A Moon position as the kootas need it: its nakshatra and its rashi (indices). */
export type Moon = { nakshatra: number; rashi: number };

export { GANAS, NADIS, SIGN_LORDS, VARNAS, VASHYAS, YONI_ANIMALS };

const r = (index: number, id: string, lord: SignLord, varna: Varna): Rashi => ({ index, id, lord, varna });

/** Varna follows the sign's element: water brahmin, fire kshatriya, earth vaishya, air shudra. */
export const RASHIS: readonly Rashi[] = [
  r(0, 'mesha', 'mars', 'kshatriya'),
  r(1, 'vrishabha', 'venus', 'vaishya'),
  r(2, 'mithuna', 'mercury', 'shudra'),
  r(3, 'karka', 'moon', 'brahmin'),
  r(4, 'simha', 'sun', 'kshatriya'),
  r(5, 'kanya', 'mercury', 'vaishya'),
  r(6, 'tula', 'venus', 'shudra'),
  r(7, 'vrishchika', 'mars', 'brahmin'),
  r(8, 'dhanu', 'jupiter', 'kshatriya'),
  r(9, 'makara', 'saturn', 'vaishya'),
  r(10, 'kumbha', 'saturn', 'shudra'),
  r(11, 'meena', 'jupiter', 'brahmin'),
];

const n = (
  index: number,
  id: string,
  lord: Planet,
  gana: Gana,
  animal: YoniAnimal,
  sex: 'male' | 'female',
  nadi: Nadi,
): Nakshatra => ({ index, id, lord, gana, yoni: { animal, sex }, nadi });

export const NAKSHATRAS: readonly Nakshatra[] = [
  n(0, 'ashwini', 'ketu', 'deva', 'horse', 'male', 'adi'),
  n(1, 'bharani', 'venus', 'manushya', 'elephant', 'male', 'madhya'),
  n(2, 'krittika', 'sun', 'rakshasa', 'sheep', 'female', 'antya'),
  n(3, 'rohini', 'moon', 'manushya', 'serpent', 'male', 'antya'),
  n(4, 'mrigashira', 'mars', 'deva', 'serpent', 'female', 'madhya'),
  n(5, 'ardra', 'rahu', 'manushya', 'dog', 'female', 'adi'),
  n(6, 'punarvasu', 'jupiter', 'deva', 'cat', 'female', 'adi'),
  n(7, 'pushya', 'saturn', 'deva', 'sheep', 'male', 'madhya'),
  n(8, 'ashlesha', 'mercury', 'rakshasa', 'cat', 'male', 'antya'),
  n(9, 'magha', 'ketu', 'rakshasa', 'rat', 'male', 'antya'),
  n(10, 'purva_phalguni', 'venus', 'manushya', 'rat', 'female', 'madhya'),
  n(11, 'uttara_phalguni', 'sun', 'manushya', 'cow', 'male', 'adi'),
  n(12, 'hasta', 'moon', 'deva', 'buffalo', 'female', 'adi'),
  n(13, 'chitra', 'mars', 'rakshasa', 'tiger', 'female', 'madhya'),
  n(14, 'swati', 'rahu', 'deva', 'buffalo', 'male', 'antya'),
  n(15, 'vishakha', 'jupiter', 'rakshasa', 'tiger', 'male', 'antya'),
  n(16, 'anuradha', 'saturn', 'deva', 'deer', 'female', 'madhya'),
  n(17, 'jyeshtha', 'mercury', 'rakshasa', 'deer', 'male', 'adi'),
  n(18, 'mula', 'ketu', 'rakshasa', 'dog', 'male', 'adi'),
  n(19, 'purva_ashadha', 'venus', 'manushya', 'monkey', 'male', 'madhya'),
  n(20, 'uttara_ashadha', 'sun', 'manushya', 'mongoose', 'male', 'antya'),
  n(21, 'shravana', 'moon', 'deva', 'monkey', 'female', 'antya'),
  n(22, 'dhanishta', 'mars', 'rakshasa', 'lion', 'female', 'madhya'),
  n(23, 'shatabhisha', 'rahu', 'rakshasa', 'horse', 'female', 'adi'),
  n(24, 'purva_bhadrapada', 'jupiter', 'manushya', 'lion', 'male', 'adi'),
  n(25, 'uttara_bhadrapada', 'saturn', 'manushya', 'cow', 'female', 'madhya'),
  n(26, 'revati', 'mercury', 'deva', 'elephant', 'female', 'antya'),
];

/** A pada is a quarter of a nakshatra (3°20′): 108 around the zodiac, 4 to a nakshatra, 9 to a rashi. */
export const PADAS = 108;

/**
 * The (nakshatra, rashi) pairs a Moon can have, in zodiac order: 36. 18 nakshatras lie inside one rashi; the other 9
 * (krittika, mrigashira, punarvasu, uttara_phalguni, chitra, vishakha, uttara_ashadha, dhanishta, purva_bhadrapada)
 * cross a sign boundary at a pada boundary, so each appears with both signs.
 */
export function validMoons(): Moon[] {
  const moons: Moon[] = [];
  for (let pada = 0; pada < PADAS; pada++) {
    const moon = { nakshatra: Math.floor(pada / 4), rashi: Math.floor(pada / 9) };
    const last = moons.at(-1);
    if (!last || last.nakshatra !== moon.nakshatra || last.rashi !== moon.rashi) moons.push(moon);
  }
  return moons;
}

/** Whether a Moon can be in that nakshatra and that rashi at once. */
export function isValidMoon(moon: Moon): boolean {
  if (!Number.isInteger(moon.nakshatra) || !Number.isInteger(moon.rashi)) return false;
  if (moon.nakshatra < 0 || moon.nakshatra > 26 || moon.rashi < 0 || moon.rashi > 11) return false;
  const firstPada = moon.nakshatra * 4;
  const lastPada = firstPada + 3;
  return Math.floor(firstPada / 9) === moon.rashi || Math.floor(lastPada / 9) === moon.rashi;
}

/** The Moon at a sidereal longitude in degrees (any real number; taken modulo 360). */
export function moonAt(longitude: number): Moon {
  const degrees = ((longitude % 360) + 360) % 360;
  // Multiplying first keeps the boundaries exact (40° is rohini's first degree, not krittika's last).
  return { nakshatra: Math.floor((degrees * 27) / 360) % 27, rashi: Math.floor(degrees / 30) % 12 };
}
