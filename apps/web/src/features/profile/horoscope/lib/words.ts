import {
  GANAS,
  KOOTA_NAMES,
  NADIS,
  SIGN_LORDS,
  VARNAS,
  VASHYAS,
  YONI_ANIMALS,
  NAKSHATRA_IDS,
  RASHI_IDS,
  type KootaName,
  type KootaReading,
  type NakshatraId,
  type PairHoroscope,
  type RashiId,
} from '@app/shared/horoscope';
import type { MessageKey, Translator } from '../../../../lib/i18n';
import { numberFormat } from '../../../../lib/intl';
import type { horoscopeMessages } from '../../../../locales/horoscope';

/** The horoscope namespace's `t`. */
export type HoroscopeText = Translator<(typeof horoscopeMessages)['en']>['t'];
type Key = MessageKey<(typeof horoscopeMessages)['en']>;

/**
 * The reasons each koota answers with (the server's `guna-milan.ts`, docs/horoscope.md), worded in
 * `horoscope.reason.<koota>.<reason>`. A reason not listed here (a newer server) is shown in the server's English note.
 */
const REASONS: Readonly<Record<KootaName, readonly string[]>> = {
  varna: ['same', 'groom_higher', 'bride_higher'],
  vashya: ['same', 'different'],
  tara: ['both_favourable', 'one_favourable', 'neither_favourable'],
  yoni: ['same', 'friendly', 'neutral', 'unfriendly', 'enemies'],
  graha_maitri: ['same_lord', 'friends', 'friend_neutral', 'neutral', 'friend_enemy', 'neutral_enemy', 'enemies'],
  gana: ['same', 'different'],
  bhakoot: ['favourable', 'cancelled', 'dosha'],
  nadi: ['different', 'cancelled', 'dosha'],
};
/** The exceptions (`params.rule` of a `cancelled` reason). */
const RULES: readonly string[] = ['same_lord', 'friendly_lords', 'same_rashi', 'same_nakshatra'];
/** The catalogue list that names each koota's `params.bride` and `params.groom`. */
const NAMED_PARAMS: Partial<Record<KootaName, { list: string; ids: readonly string[] }>> = {
  varna: { list: 'varna', ids: VARNAS },
  vashya: { list: 'vashya', ids: VASHYAS },
  yoni: { list: 'animal', ids: YONI_ANIMALS },
  graha_maitri: { list: 'lord', ids: SIGN_LORDS },
  gana: { list: 'gana', ids: GANAS },
  nadi: { list: 'nadi', ids: NADIS },
};

export const isKootaName = (name: string): name is KootaName => (KOOTA_NAMES as readonly string[]).includes(name);
export const isRashi = (id: string): id is RashiId => (RASHI_IDS as readonly string[]).includes(id);
export const isNakshatra = (id: string): id is NakshatraId => (NAKSHATRA_IDS as readonly string[]).includes(id);

export const rashiName = (t: HoroscopeText, id: RashiId) => t(`horoscope.rashi.${id}`);
export const nakshatraName = (t: HoroscopeText, id: NakshatraId) => t(`horoscope.nakshatra.${id}`);

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * One koota of a pair's reading as plain sentences in the language shown: what its reason means; for an exception,
 * which one; and, when the answer names them (connections only), the two sides' attributes. Without `params` the first
 * sentence stands alone. A reason this client does not know is the server's English note.
 */
export function kootaSentences(
  reading: KootaReading,
  direction: PairHoroscope['direction'],
  t: HoroscopeText,
): string[] {
  const name = reading.name;
  if (!isKootaName(name) || !REASONS[name].includes(reading.reason)) return reading.note ? [reading.note] : [];
  const eitherWay = direction === 'either_way';
  const params = reading.params;
  const sentences: string[] = [];

  if (eitherWay && name === 'varna' && reading.reason !== 'same')
    sentences.push(t('horoscope.eitherWay.varnaDifferent'));
  else sentences.push(t(`horoscope.reason.${name}.${reading.reason}` as Key));

  const rule = params?.rule;
  if (reading.reason === 'cancelled' && typeof rule === 'string' && RULES.includes(rule)) {
    sentences.push(t(`horoscope.rule.${rule}` as Key));
  }

  const named = NAMED_PARAMS[name];
  const bride = params?.bride;
  const groom = params?.groom;
  if (named && typeof bride === 'string' && typeof groom === 'string') {
    if (named.ids.includes(bride) && named.ids.includes(groom)) {
      const values = {
        bride: t(`horoscope.${named.list}.${bride}` as Key),
        groom: t(`horoscope.${named.list}.${groom}` as Key),
      };
      sentences.push(t(eitherWay ? 'horoscope.eitherWay.pair' : 'horoscope.detail.pair', values));
    }
  }
  // The counts are the bride's and the groom's: read either way, there is no bride to count from.
  if (!eitherWay && (name === 'tara' || name === 'bhakoot')) {
    const { fromBride, fromGroom } = params ?? {};
    if (isCount(fromBride) && isCount(fromGroom)) {
      sentences.push(t(`horoscope.detail.${name}`, { fromBride, fromGroom }));
    }
  }
  return sentences;
}

/** A koota's points as the language writes numbers: ½ points are kept ("1.5"). */
export const formatPoints = (value: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** The Manglik line of a pair: what is known, gently; never a verdict. */
export function manglikSentence(manglik: PairHoroscope['manglik'], t: HoroscopeText): string {
  const { viewer, member } = manglik;
  if (viewer === null && member === null) return t('horoscope.pair.manglikUnknownBoth');
  if (viewer === null) return t('horoscope.pair.manglikUnknownViewer');
  if (member === null) return t('horoscope.pair.manglikUnknownMember');
  if (viewer && member) return t('horoscope.pair.manglikBoth');
  if (!viewer && !member) return t('horoscope.pair.manglikNeither');
  return t(viewer ? 'horoscope.pair.manglikViewerOnly' : 'horoscope.pair.manglikMemberOnly');
}
