import { useId } from 'react';
import type { PairHoroscope } from '@app/shared/horoscope';
import { useTranslation } from '../../../../lib/i18n';
import { LANGUAGES } from '../../../../lib/language-names';
import { horoscopeMessages } from '../../../../locales/horoscope';
import {
  formatPoints,
  isKootaName,
  isNakshatra,
  isRashi,
  kootaSentences,
  manglikSentence,
  nakshatraName,
  rashiName,
} from '../lib/words';

/**
 * A member's profile: the Guna Milan of the viewer and this member (`profile/getUserDetails` `horoscope`, present only
 * when both opted in). The score, each part's points of its maximum with a plain sentence, and the Manglik result
 * beside it; a traditional score, not a verdict, so nothing is called good or bad and colour carries no meaning.
 */
export function PairBreakdown({ horoscope }: { horoscope: PairHoroscope }) {
  const { t, language } = useTranslation(horoscopeMessages);
  const titleId = useId();
  const locale = LANGUAGES[language].htmlLang;
  const points = (value: number) => formatPoints(value, locale);
  const member = horoscope.member;
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-ink-900 sm:text-xl">
          {t('horoscope.pair.title')}
        </h2>
        <p className="text-lg font-semibold text-ink-900">
          <span className="sr-only">{t('horoscope.pair.scoreLabel')}: </span>
          {t('horoscope.pair.score', { score: points(horoscope.score), max: horoscope.max })}
        </p>
      </div>
      <p className="text-ink-700">{t('horoscope.pair.about')}</p>
      <p className="text-sm text-ink-500">{t(`horoscope.pair.${horoscope.direction}`)}</p>
      {member && isRashi(member.rashi) && isNakshatra(member.nakshatra) ? (
        <p translate="no" className="text-ink-700">
          {t('horoscope.pair.member', {
            rashi: rashiName(t, member.rashi),
            nakshatra: nakshatraName(t, member.nakshatra),
          })}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{t('horoscope.pair.title')}</caption>
          <thead>
            <tr className="border-b border-ink-500/20 text-ink-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('horoscope.pair.part')}
              </th>
              <th scope="col" className="whitespace-nowrap py-2 pr-3 font-semibold">
                {t('horoscope.pair.points')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('horoscope.pair.meaning')}
              </th>
            </tr>
          </thead>
          <tbody>
            {horoscope.kootas.map((koota) => (
              <tr key={koota.name} className="border-b border-ink-500/10 align-top">
                <th scope="row" translate="no" className="py-2 pr-3 font-semibold text-ink-900">
                  {isKootaName(koota.name) ? t(`horoscope.koota.${koota.name}`) : koota.name}
                </th>
                <td className="whitespace-nowrap py-2 pr-3 text-ink-900">
                  {t('horoscope.pair.partPoints', { points: points(koota.points), max: points(koota.max) })}
                </td>
                <td className="py-2 text-ink-700">
                  {isKootaName(koota.name) ? (
                    <span className="block text-ink-500">{t(`horoscope.kootaAbout.${koota.name}`)}</span>
                  ) : null}
                  {kootaSentences(koota, horoscope.direction, t).map((sentence) => (
                    <span key={sentence} className="block">
                      {sentence}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="rounded-lg bg-accent-50 px-4 py-3">
        <h3 className="text-sm font-semibold text-ink-900">{t('horoscope.pair.manglikTitle')}</h3>
        <p className="text-ink-700">{manglikSentence(horoscope.manglik, t)}</p>
        <p className="text-sm text-ink-500">{t('horoscope.pair.notScored')}</p>
      </div>
    </section>
  );
}
