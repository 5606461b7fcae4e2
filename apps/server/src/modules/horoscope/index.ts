/**
 * The horoscope module's face (ADR 014): what other modules may use of it. They import nothing else from horoscope/
 * (lint). The chart, Guna Milan and its rules: docs/horoscope.md.
 */
export { type BirthDetails, type BirthMoment, type LocalTimeReading, birthMoment } from './birth-moment';
export { type Chart, type ChartInput, MANGLIK_HOUSES, computeChart, lahiriAyanamsa } from './chart';
export { HOROSCOPE_NEEDED, moonCode, type OwnBirthDetails, ownChart, storedManglik } from './own-chart';
export {
  type Gana,
  type Moon,
  type Nadi,
  type Nakshatra,
  NAKSHATRAS,
  type Rashi,
  RASHIS,
  isValidMoon,
  moonAt,
  validMoons,
  type Varna,
  type Vashya,
  type YoniAnimal,
} from './zodiac';
export {
  type GunaMilan,
  gunaMilan,
  gunaMilanEitherWay,
  gunaMilanForPair,
  gunaMilanTable,
  KOOTA_MAXIMA,
  type KootaName,
  type KootaResult,
  KOOTAS,
  type ManglikCompatibility,
  manglikCompatibility,
  type ManglikStatus,
  MAX_SCORE,
  type PairGender,
  pairGender,
  type PairMember,
  type PairReading,
  type PairRow,
} from './guna-milan';
export {
  ensureGunaMilanPairs,
  fillGunaMilanPairs,
  type GunaMilanPairRow,
  gunaMilanPairRows,
  moonFromId,
  refreshGunaMilanPairs,
} from './pairs-table';
