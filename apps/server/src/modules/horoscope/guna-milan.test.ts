import { describe, expect, it } from 'vitest';
import {
  bhakootKoota,
  ganaKoota,
  grahaMaitriKoota,
  gunaMilan,
  gunaMilanEitherWay,
  gunaMilanForPair,
  gunaMilanTable,
  KOOTA_MAXIMA,
  manglikCompatibility,
  nadiKoota,
  taraKoota,
  varnaKoota,
  vashyaKoota,
  yoniKoota,
} from './guna-milan';
import { isValidMoon, type Moon, moonAt, NAKSHATRAS, RASHIS, validMoons } from './zodiac';

/*
 * Every expected table here is written out from its source (docs/horoscope.md, "Sources"), not taken from the code:
 * [M] Maitreya's Koota pages, saravali.de (yoni, dina/tara, rasi/bhakoot; vashya as transcribed in PyJHora);
 * [F] Future Point, "Horoscope Matching" (futuresamachar.com), gana and graha maitri rules;
 * [G] S. P. Gaur, "Nadi Dosha and Married Life" (Future Samachar), the nadi chakra.
 */

const N = NAKSHATRAS.map((nakshatra) => nakshatra.id);
const moon = (nakshatra: string, rashi: string): Moon => ({
  nakshatra: N.indexOf(nakshatra),
  rashi: RASHIS.findIndex((r) => r.id === rashi),
});
const MOONS = validMoons();

describe('the zodiac', () => {
  it('has 36 (nakshatra, rashi) pairs: the 9 nakshatras that cross a sign appear twice', () => {
    expect(MOONS).toHaveLength(36);
    const twice = N.filter((id) => MOONS.filter((m) => N[m.nakshatra] === id).length === 2);
    expect(twice).toEqual([
      'krittika',
      'mrigashira',
      'punarvasu',
      'uttara_phalguni',
      'chitra',
      'vishakha',
      'uttara_ashadha',
      'dhanishta',
      'purva_bhadrapada',
    ]);
    expect(isValidMoon(moon('krittika', 'mesha'))).toBe(true);
    expect(isValidMoon(moon('krittika', 'vrishabha'))).toBe(true);
    expect(isValidMoon(moon('ashwini', 'vrishabha'))).toBe(false);
    expect(isValidMoon({ nakshatra: 27, rashi: 0 })).toBe(false);
  });

  it('places a longitude: nakshatras of 13°20′, rashis of 30°, boundaries exact', () => {
    expect(moonAt(0)).toEqual({ nakshatra: 0, rashi: 0 });
    expect(moonAt(29.99)).toEqual({ nakshatra: 2, rashi: 0 });
    expect(moonAt(30)).toEqual({ nakshatra: 2, rashi: 1 });
    expect(moonAt(40)).toEqual({ nakshatra: 3, rashi: 1 });
    expect(moonAt(359.999)).toEqual({ nakshatra: 26, rashi: 11 });
    expect(moonAt(-1)).toEqual({ nakshatra: 26, rashi: 11 });
    for (let degree = 0; degree < 360; degree += 0.25) expect(isValidMoon(moonAt(degree))).toBe(true);
  });

  it('gives each nakshatra its gana, nadi and yoni as published', () => {
    // [F] and every panchang: nine nakshatras to each gana.
    const deva = ['ashwini', 'mrigashira', 'punarvasu', 'pushya', 'hasta', 'swati', 'anuradha', 'shravana', 'revati'];
    const manushya = ['bharani', 'rohini', 'ardra', 'purva_phalguni', 'uttara_phalguni', 'purva_ashadha'];
    manushya.push('uttara_ashadha', 'purva_bhadrapada', 'uttara_bhadrapada');
    for (const n of NAKSHATRAS) {
      expect(n.gana, n.id).toBe(deva.includes(n.id) ? 'deva' : manushya.includes(n.id) ? 'manushya' : 'rakshasa');
    }
    // [G] Nadi chakra, by nakshatra number (1 = ashwini).
    const adi = [1, 6, 7, 12, 13, 18, 19, 24, 25];
    const madhya = [2, 5, 8, 11, 14, 17, 20, 23, 26];
    for (const n of NAKSHATRAS) {
      const number = n.index + 1;
      expect(n.nadi, n.id).toBe(adi.includes(number) ? 'adi' : madhya.includes(number) ? 'madhya' : 'antya');
    }
    // [M] Yoni: the animal, its male nakshatra, its female nakshatra (mongoose's female is abhijit, not counted).
    const yonis: [string, string, string | null][] = [
      ['horse', 'ashwini', 'shatabhisha'],
      ['elephant', 'bharani', 'revati'],
      ['sheep', 'pushya', 'krittika'],
      ['serpent', 'rohini', 'mrigashira'],
      ['dog', 'mula', 'ardra'],
      ['cat', 'ashlesha', 'punarvasu'],
      ['rat', 'magha', 'purva_phalguni'],
      ['cow', 'uttara_phalguni', 'uttara_bhadrapada'],
      ['buffalo', 'swati', 'hasta'],
      ['tiger', 'vishakha', 'chitra'],
      ['deer', 'jyeshtha', 'anuradha'],
      ['monkey', 'purva_ashadha', 'shravana'],
      ['lion', 'purva_bhadrapada', 'dhanishta'],
      ['mongoose', 'uttara_ashadha', null],
    ];
    for (const [animal, male, female] of yonis) {
      expect(NAKSHATRAS[N.indexOf(male)]!.yoni).toEqual({ animal, sex: 'male' });
      if (female) expect(NAKSHATRAS[N.indexOf(female)]!.yoni).toEqual({ animal, sex: 'female' });
    }
  });
});

describe('each koota, cell by cell', () => {
  it('varna: 1 when the groom’s varna is equal or higher (water brahmin, fire kshatriya, earth vaishya, air shudra)', () => {
    const varna = ['kshatriya', 'vaishya', 'shudra', 'brahmin'];
    const rank = (rashi: number) => ['brahmin', 'kshatriya', 'vaishya', 'shudra'].indexOf(varna[rashi % 4]!);
    for (const bride of MOONS) {
      for (const groom of MOONS) {
        expect(varnaKoota(bride, groom).points).toBe(rank(groom.rashi) <= rank(bride.rashi) ? 1 : 0);
      }
    }
  });

  it('vashya: the class of each of the 36 Moons, and the 5 × 5 table (bride rows, groom columns)', () => {
    // mesha vrishabha: four-footed; mithuna kanya tula kumbha: human; karka meena: water; simha: wild; vrishchika:
    // insect; dhanu: human (mula), four-footed (purva_ashadha, uttara_ashadha); makara: four-footed (uttara_ashadha),
    // water (shravana, dhanishta).
    const bySign = ['C', 'C', 'M', 'J', 'V', 'M', 'M', 'K', null, null, 'M', 'J'];
    const classOf = (m: Moon) =>
      bySign[m.rashi] ??
      (m.rashi === 8 ? (N[m.nakshatra] === 'mula' ? 'M' : 'C') : N[m.nakshatra] === 'uttara_ashadha' ? 'C' : 'J');
    const order = ['C', 'M', 'J', 'V', 'K'];
    const table = [
      [2, 0.5, 1, 0, 2],
      [0.5, 2, 0, 0, 0],
      [1, 0, 2, 2, 2],
      [0, 0, 2, 2, 0],
      [1, 0, 1, 0, 2],
    ];
    for (const bride of MOONS) {
      for (const groom of MOONS) {
        const expected = table[order.indexOf(classOf(bride))]![order.indexOf(classOf(groom))];
        expect(vashyaKoota(bride, groom).points).toBe(expected);
      }
    }
  });

  it('tara: 1½ for each way the count does not end on the 3rd, 5th or 7th tara, all 27 × 27', () => {
    // [M] Tara cycles: the tara of each nakshatra counted from ashwini.
    const cycles = [
      ['ashwini', 'magha', 'mula'],
      ['bharani', 'purva_phalguni', 'purva_ashadha'],
      ['krittika', 'uttara_phalguni', 'uttara_ashadha'],
      ['rohini', 'hasta', 'shravana'],
      ['mrigashira', 'chitra', 'dhanishta'],
      ['ardra', 'swati', 'shatabhisha'],
      ['punarvasu', 'vishakha', 'purva_bhadrapada'],
      ['pushya', 'anuradha', 'uttara_bhadrapada'],
      ['ashlesha', 'jyeshtha', 'revati'],
    ];
    const taraFromAshwini = (id: string) => cycles.findIndex((row) => row.includes(id)) + 1;
    // Counting from another nakshatra shifts the cycle by that nakshatra's own tara.
    const tara = (from: number, to: number) => ((taraFromAshwini(N[to]!) - taraFromAshwini(N[from]!) + 9) % 9) + 1;
    const good = (t: number) => (t === 3 || t === 5 || t === 7 ? 0 : 1.5);
    for (let b = 0; b < 27; b++) {
      for (let g = 0; g < 27; g++) {
        const bride = MOONS.find((m) => m.nakshatra === b)!;
        const groom = MOONS.find((m) => m.nakshatra === g)!;
        expect(taraKoota(bride, groom).points, `${N[b]} ${N[g]}`).toBe(good(tara(b, g)) + good(tara(g, b)));
      }
    }
    // A published count: bride ashwini, groom vishakha: the groom is the 7th tara from her (vadha), 1½ points.
    expect(taraKoota(moon('ashwini', 'mesha'), moon('vishakha', 'tula'))).toMatchObject({
      points: 1.5,
      reason: 'one_favourable',
      params: { fromBride: 7, fromGroom: 4 },
    });
  });

  it('yoni: the 14 × 14 table (bride rows, groom columns), all 27 × 27', () => {
    const animals = ['horse', 'elephant', 'sheep', 'serpent', 'dog', 'cat', 'rat', 'cow', 'buffalo', 'tiger', 'deer'];
    animals.push('monkey', 'mongoose', 'lion');
    const table = [
      '4 2 2 3 2 2 2 1 0 1 3 3 2 1',
      '2 4 3 3 2 2 2 2 3 1 2 3 2 0',
      '2 3 4 2 1 2 1 3 3 1 2 0 3 1',
      '3 3 2 4 2 1 1 1 1 2 2 2 0 2',
      '2 2 1 2 4 2 1 2 2 1 0 2 1 1',
      '2 2 2 1 2 4 0 2 2 1 3 3 2 1',
      '2 2 1 1 1 0 4 2 2 2 2 2 1 2',
      '1 2 3 1 2 2 2 4 3 0 3 2 2 1',
      '0 3 3 1 2 2 2 3 4 1 2 2 2 1',
      '1 1 1 2 1 1 2 0 1 4 1 1 2 1',
      '1 2 2 2 0 3 2 3 2 1 4 2 2 1',
      '3 3 0 2 2 3 2 2 2 1 2 4 3 2',
      '2 2 3 0 1 2 1 2 2 2 2 3 4 2',
      '1 0 1 2 1 1 2 1 2 1 1 2 2 4',
    ].map((row) => row.split(' ').map(Number));
    for (const bride of MOONS) {
      for (const groom of MOONS) {
        const b = animals.indexOf(NAKSHATRAS[bride.nakshatra]!.yoni.animal);
        const g = animals.indexOf(NAKSHATRAS[groom.nakshatra]!.yoni.animal);
        expect(yoniKoota(bride, groom).points).toBe(table[b]![g]);
      }
    }
    // The sworn enemies score 0 both ways.
    expect(yoniKoota(moon('ashwini', 'mesha'), moon('swati', 'tula')).reason).toBe('enemies');
    expect(yoniKoota(moon('rohini', 'vrishabha'), moon('uttara_ashadha', 'makara')).points).toBe(0);
  });

  it('graha maitri: the 7 × 7 table of the lords, all 12 × 12 signs', () => {
    const lords = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
    lords.push('saturn', 'jupiter');
    const planets = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
    const table = [
      [5, 5, 5, 4, 5, 0, 0],
      [5, 5, 4, 1, 4, 0.5, 0.5],
      [5, 4, 5, 0.5, 5, 3, 0.5],
      [4, 1, 0.5, 5, 0.5, 5, 4],
      [5, 4, 5, 0.5, 5, 0.5, 3],
      [0, 0.5, 3, 5, 0.5, 5, 5],
      [0, 0.5, 0.5, 4, 3, 5, 5],
    ];
    for (const bride of MOONS) {
      for (const groom of MOONS) {
        const b = planets.indexOf(lords[bride.rashi]!);
        const g = planets.indexOf(lords[groom.rashi]!);
        expect(grahaMaitriKoota(bride, groom).points).toBe(table[b]![g]);
      }
    }
  });

  it('gana: the 3 × 3 table (groom rows, bride columns), all 27 × 27', () => {
    const ganas = ['deva', 'manushya', 'rakshasa'];
    const table = [
      [6, 5, 1],
      [6, 6, 0],
      [1, 0, 6],
    ];
    for (const bride of MOONS) {
      for (const groom of MOONS) {
        const b = ganas.indexOf(NAKSHATRAS[bride.nakshatra]!.gana);
        const g = ganas.indexOf(NAKSHATRAS[groom.nakshatra]!.gana);
        expect(ganaKoota(bride, groom).points).toBe(table[g]![b]);
      }
    }
  });

  it('bhakoot: the 12 × 12 table, and the dosha cancelled for one lord or mutual friends', () => {
    // [M] 0 for 2/12, 5/9, 6/8; else 7. Row: the bride's rashi; column: the groom's.
    const table = [
      '7 0 7 7 0 0 7 0 0 7 7 0',
      '0 7 0 7 7 0 0 7 0 0 7 7',
      '7 0 7 0 7 7 0 0 7 0 0 7',
      '7 7 0 7 0 7 7 0 0 7 0 0',
      '0 7 7 0 7 0 7 7 0 0 7 0',
      '0 0 7 7 0 7 0 7 7 0 0 7',
      '7 0 0 7 7 0 7 0 7 7 0 0',
      '0 7 0 0 7 7 0 7 0 7 7 0',
      '0 0 7 0 0 7 7 0 7 0 7 7',
      '7 0 0 7 0 0 7 7 0 7 0 7',
      '7 7 0 0 7 0 0 7 7 0 7 0',
      '0 7 7 0 0 7 0 0 7 7 0 7',
    ].map((row) => row.split(' ').map(Number));
    // The sign pairs whose lords are one planet or friends of each other: mesha–vrishchika (mars), vrishabha–tula
    // (venus), makara–kumbha (saturn); sun–moon, sun–mars, sun–jupiter, mars–jupiter, mercury–venus, venus–saturn.
    const lords = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
    lords.push('saturn', 'jupiter');
    const friendly = ['sun+moon', 'sun+mars', 'sun+jupiter', 'mars+jupiter', 'mercury+venus', 'venus+saturn'];
    const cancels = (b: number, g: number) =>
      lords[b] === lords[g] ||
      friendly.includes(`${lords[b]}+${lords[g]}`) ||
      friendly.includes(`${lords[g]}+${lords[b]}`);
    let cancelled = 0;
    for (let b = 0; b < 12; b++) {
      for (let g = 0; g < 12; g++) {
        const result = bhakootKoota({ nakshatra: 0, rashi: b }, { nakshatra: 0, rashi: g });
        const raw = table[b]![g]!;
        expect(result.points, `${RASHIS[b]!.id} ${RASHIS[g]!.id}`).toBe(raw === 7 || cancels(b, g) ? 7 : 0);
        if (raw === 0 && cancels(b, g)) {
          cancelled++;
          expect(result.reason).toBe('cancelled');
        }
      }
    }
    expect(bhakootKoota(moon('ashwini', 'mesha'), moon('anuradha', 'vrishchika')).params).toMatchObject({
      fromBride: 8,
      fromGroom: 6,
      rule: 'same_lord',
    });
    expect(bhakootKoota(moon('ashwini', 'mesha'), moon('rohini', 'vrishabha')).reason).toBe('dosha');
    expect(cancelled).toBeGreaterThan(0);
  });

  it('nadi: 8 for different nadis; one nadi is the dosha unless one rashi with two nakshatras, or one nakshatra in two', () => {
    const adi = [1, 6, 7, 12, 13, 18, 19, 24, 25];
    const madhya = [2, 5, 8, 11, 14, 17, 20, 23, 26];
    const nadi = (m: Moon) => (adi.includes(m.nakshatra + 1) ? 0 : madhya.includes(m.nakshatra + 1) ? 1 : 2);
    for (const bride of MOONS) {
      for (const groom of MOONS) {
        const sameNadi = nadi(bride) === nadi(groom);
        const sameRashi = bride.rashi === groom.rashi;
        const sameNakshatra = bride.nakshatra === groom.nakshatra;
        const expected = !sameNadi || sameRashi !== sameNakshatra ? 8 : 0;
        expect(nadiKoota(bride, groom).points).toBe(expected);
      }
    }
    expect(nadiKoota(moon('krittika', 'vrishabha'), moon('rohini', 'vrishabha'))).toMatchObject({
      points: 8,
      reason: 'cancelled',
      params: { rule: 'same_rashi' },
    });
    expect(nadiKoota(moon('krittika', 'mesha'), moon('krittika', 'vrishabha')).params.rule).toBe('same_nakshatra');
    expect(nadiKoota(moon('rohini', 'vrishabha'), moon('rohini', 'vrishabha')).reason).toBe('dosha');
    expect(nadiKoota(moon('ashwini', 'mesha'), moon('ardra', 'mithuna')).reason).toBe('dosha');
  });
});

describe('the whole reading', () => {
  it('adds the eight kootas to at most 36; a worked example, koota by koota', () => {
    expect(Object.values(KOOTA_MAXIMA).reduce((a, b) => a + b)).toBe(36);
    // Bride rohini in vrishabha, groom uttara_phalguni in kanya (the pair of [F]'s tara example), worked by hand:
    // varna vaishya/vaishya 1; vashya four-footed/human 0.5; tara 9th and 2nd 3; yoni serpent/cow 1; graha maitri
    // venus/mercury friends 5; gana manushya/manushya 6; bhakoot 5/9 cancelled (venus and mercury friends) 7; nadi
    // antya/adi 8: 31.5.
    const reading = gunaMilan(moon('rohini', 'vrishabha'), moon('uttara_phalguni', 'kanya'));
    expect(reading.kootas.map((k) => [k.name, k.points, k.reason])).toEqual([
      ['varna', 1, 'same'],
      ['vashya', 0.5, 'different'],
      ['tara', 3, 'both_favourable'],
      ['yoni', 1, 'unfriendly'],
      ['graha_maitri', 5, 'friends'],
      ['gana', 6, 'same'],
      ['bhakoot', 7, 'cancelled'],
      ['nadi', 8, 'different'],
    ]);
    expect(reading).toMatchObject({ score: 31.5, max: 36 });
    // Uttara_phalguni in simha instead: varna kshatriya ≥ vaishya 1; vashya four-footed/wild 0; graha maitri
    // venus/sun enemies 0; bhakoot 4/10 7; the rest as before: 26.
    expect(gunaMilan(moon('rohini', 'vrishabha'), moon('uttara_phalguni', 'simha')).score).toBe(26);
    // One Moon for both: every koota favourable but the nadi (the same nakshatra and rashi): 28.
    expect(gunaMilan(moon('ashwini', 'mesha'), moon('ashwini', 'mesha')).score).toBe(28);
    expect(() => gunaMilan(moon('ashwini', 'vrishabha'), moon('ashwini', 'mesha'))).toThrow(RangeError);
  });

  it('keeps the symmetric kootas symmetric and says which are not', () => {
    const directed = new Set<string>();
    for (const a of MOONS) {
      for (const b of MOONS) {
        const ab = gunaMilan(a, b).kootas;
        const ba = gunaMilan(b, a).kootas;
        ab.forEach((koota, i) => {
          if (koota.points !== ba[i]!.points) directed.add(koota.name);
        });
      }
    }
    expect([...directed].sort()).toEqual(['gana', 'varna', 'vashya', 'yoni']);
  });

  it('reads a woman and a man with the woman as the bride, whoever asks; any other pair either way', () => {
    const her = moon('rohini', 'vrishabha');
    const him = moon('uttara_phalguni', 'simha');
    const herView = gunaMilanForPair({ moon: her, gender: 'Woman' }, { moon: him, gender: 'Man' });
    const hisView = gunaMilanForPair({ moon: him, gender: 'Man' }, { moon: her, gender: 'Woman' });
    expect(herView).toMatchObject({ direction: 'woman_as_bride', viewerIs: 'bride', bride: her, groom: him });
    expect(hisView).toMatchObject({ direction: 'woman_as_bride', viewerIs: 'groom', bride: her, groom: him });
    expect(hisView.score).toBe(herView.score);

    for (const a of MOONS) {
      for (const b of MOONS) {
        const ab = gunaMilanForPair({ moon: a, gender: 'Woman' }, { moon: b, gender: 'Woman' });
        const ba = gunaMilanForPair({ moon: b, gender: null }, { moon: a, gender: 'Non-binary' });
        expect(ab.direction).toBe('either_way');
        expect(ab.score).toBe(ba.score);
        expect(ab.score).toBe(Math.min(gunaMilan(a, b).score, gunaMilan(b, a).score));
      }
    }
    const either = gunaMilanEitherWay(her, him);
    expect(either.firstIs === 'bride' ? either.bride : either.groom).toEqual(her);
  });

  it('makes the pair table: 36 × 36 rows, each the reading of its two Moons', () => {
    const table = gunaMilanTable();
    expect(table).toHaveLength(1296);
    for (const row of table) {
      const reading = gunaMilan(row.bride, row.groom);
      expect(row.score).toBe(reading.score);
      expect(Object.values(row.points).reduce((a, b) => a + b)).toBe(row.score);
      expect(row.eitherWayScore).toBe(Math.min(row.score, gunaMilan(row.groom, row.bride).score));
      expect(row.score % 0.5).toBe(0);
      expect(row.score).toBeGreaterThanOrEqual(0);
      expect(row.score).toBeLessThanOrEqual(36);
    }
  });
});

describe('manglik compatibility', () => {
  it('matches Manglik with Manglik and non-Manglik with non-Manglik; an unknown status answers nothing', () => {
    expect(manglikCompatibility(true, true)).toEqual({
      viewer: true,
      member: true,
      compatible: true,
      reason: 'both_manglik',
    });
    expect(manglikCompatibility(false, false)).toMatchObject({ compatible: true, reason: 'neither_manglik' });
    expect(manglikCompatibility(true, false)).toMatchObject({ compatible: false, reason: 'one_manglik' });
    expect(manglikCompatibility(false, true)).toMatchObject({ compatible: false, reason: 'one_manglik' });
    for (const other of [true, false, null]) {
      expect(manglikCompatibility(null, other)).toMatchObject({ compatible: null, reason: 'unknown' });
      expect(manglikCompatibility(other, null)).toMatchObject({ compatible: null, reason: 'unknown' });
    }
  });
});
