// Horoscope matching (issue 31, docs/horoscope.md): the ids and shapes the server answers with and the web words.
// Without zod: the profile page and My Details import it. Ids are transliterated Sanskrit names; the web words them
// from its catalogue (`horoscope.rashi.<id>`, `horoscope.nakshatra.<id>`, `horoscope.koota.<name>…`).

/** Guna Milan's total. */
export const MAX_GUNAS = 36;

/** The twelve rashis (sidereal signs of 30°), from Mesha; a chart's `rashi` is one of these ids. */
export const RASHI_IDS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;
export type RashiId = (typeof RASHI_IDS)[number];

/** The 27 nakshatras (lunar mansions of 13°20′), from Ashwini. */
export const NAKSHATRA_IDS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva_phalguni',
  'uttara_phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva_ashadha',
  'uttara_ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva_bhadrapada',
  'uttara_bhadrapada',
  'revati',
] as const;
export type NakshatraId = (typeof NAKSHATRA_IDS)[number];

/** What the kootas read of a Moon, by id (the web words them: `horoscope.varna.<id>`, `horoscope.animal.<id>`…). */
/** Varna, highest first. */
export const VARNAS = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
export type Varna = (typeof VARNAS)[number];
export const VASHYAS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];
export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export type Gana = (typeof GANAS)[number];
export const NADIS = ['adi', 'madhya', 'antya'] as const;
export type Nadi = (typeof NADIS)[number];
export const YONI_ANIMALS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type YoniAnimal = (typeof YONI_ANIMALS)[number];
/** The seven planets that rule a sign. */
export const SIGN_LORDS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type SignLord = (typeof SIGN_LORDS)[number];

/** The eight kootas in their traditional order, with their maxima (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 = 36). */
export const KOOTA_NAMES = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'] as const;
export type KootaName = (typeof KOOTA_NAMES)[number];
export const KOOTA_MAX: Readonly<Record<KootaName, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

/** A city of birth from `GET dropdown/cities?country=XX&q=…`; `id` is what the religious section's update sends. */
export type BirthCity = {
  id: string;
  name: string;
  /** The state's or region's name ('' when the list has none). */
  state: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  /** IANA time zone whose rules give the birth moment's offset, historical ones included. */
  timeZone: string;
};

/**
 * The member's own chart (`profile/mydetails` `horoscope.chart`), null until they opt in with a date and a city of
 * birth. With an unknown time of birth there is no ascendant or Manglik status, and the Moon's rashi, nakshatra or
 * pada may not be certain: `certainty` then lists what the Moon passed through that day.
 */
export type OwnChart = {
  rashi: RashiId;
  nakshatra: NakshatraId;
  /** 1–4. */
  pada: number;
  /** The Moon's sidereal longitude (true Lahiri ayanamsa), degrees 0–360. */
  moonLongitude: number;
  /** Only with a known time of birth. */
  ascendant?: { longitude: number; rashi: RashiId };
  /** Only with a known time of birth; null otherwise. */
  manglik: boolean | null;
  timeKnown: boolean;
  certainty: {
    rashiCertain: boolean;
    nakshatraCertain: boolean;
    padaCertain: boolean;
    rashisOfDay: RashiId[];
    nakshatrasOfDay: NakshatraId[];
  };
  /** Whether this chart can be matched: the Moon's rashi and nakshatra are certain. */
  matchable: boolean;
};

/** `profile/mydetails` `horoscope`. */
export type OwnHoroscope = { optIn: boolean; chart: OwnChart | null };

/** One koota of a pair's reading. `note` is one plain English sentence (for old clients); the web words
 * `reason` and `params` in the viewer's language. `params` name the member's attributes (their nakshatra's animal,
 * their sign's lord…) only for a viewer who may see their birth details (connections, docs/privacy.md). */
export type KootaReading = {
  name: KootaName;
  points: number;
  max: number;
  note: string;
  reason: string;
  params?: Record<string, string | number>;
};

/** `profile/getUserDetails` `horoscope`: present only when both members opted in and both Moons are certain. */
export type PairHoroscope = {
  score: number;
  max: typeof MAX_GUNAS;
  /** `woman_as_bride`: a woman and a man, read with the woman as the bride; otherwise the lower of the two ways. */
  direction: 'woman_as_bride' | 'either_way';
  kootas: KootaReading[];
  manglik: {
    viewer: boolean | null;
    member: boolean | null;
    /** null when either status is unknown (a time of birth not given). */
    compatible: boolean | null;
  };
  /** The member's Moon: only for a viewer who may see their birth details (connections). */
  member?: { rashi: RashiId; nakshatra: NakshatraId };
};

/** The Discover filter's and the partner preference's bounds (`minGunas`). */
export const MIN_GUNAS_RANGE = { min: 1, max: MAX_GUNAS } as const;
/** The preference's must-have key. */
export const MIN_GUNAS_MUST_HAVE = 'minGunas';
/** `params.reason` of a VALIDATION_FAILED answer to a `minGunas` filter from a member with no matchable chart. */
export const HOROSCOPE_NEEDED_REASON = 'horoscopeNeeded';
