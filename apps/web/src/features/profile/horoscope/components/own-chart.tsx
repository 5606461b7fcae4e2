import { useId, type ReactNode } from 'react';
import type { OwnHoroscope } from '@app/shared/horoscope';
import { useTranslation } from '../../../../lib/i18n';
import { listFormat } from '../../../../lib/intl';
import { LANGUAGES } from '../../../../lib/language-names';
import { horoscopeMessages } from '../../../../locales/horoscope';
import { nakshatraName, rashiName } from '../lib/words';

/**
 * My Details: the member's own chart (`profile/mydetails` `horoscope`, issue 31). The Moon sign, birth star and pada,
 * and with a known time the ascendant and Manglik status. With an unknown time, what the Moon passed through that
 * day is shown as candidates, never one of them as if it were known, and whether matching can work without the time.
 */
export function OwnChart({ horoscope }: { horoscope: OwnHoroscope }) {
  const { t, language } = useTranslation(horoscopeMessages);
  const titleId = useId();
  const chart = horoscope.chart;
  const or = (items: string[]) => listFormat(LANGUAGES[language].htmlLang, { type: 'disjunction' }).format(items);

  let body: ReactNode;
  if (!horoscope.optIn) {
    body = <p className="text-ink-700">{t('horoscope.chart.off')}</p>;
  } else if (!chart) {
    body = <p className="text-ink-700">{t('horoscope.chart.pending')}</p>;
  } else {
    const { certainty } = chart;
    const facts: Array<{ label: string; value: string }> = [];
    if (certainty.rashiCertain) facts.push({ label: t('horoscope.chart.moonSign'), value: rashiName(t, chart.rashi) });
    if (certainty.nakshatraCertain) {
      const nakshatra = nakshatraName(t, chart.nakshatra);
      facts.push({
        label: t('horoscope.chart.nakshatra'),
        value: certainty.padaCertain ? t('horoscope.chart.nakshatraPada', { nakshatra, pada: chart.pada }) : nakshatra,
      });
    }
    if (chart.timeKnown && chart.ascendant) {
      facts.push({ label: t('horoscope.chart.ascendant'), value: rashiName(t, chart.ascendant.rashi) });
    }
    if (chart.timeKnown && chart.manglik !== null) {
      facts.push({
        label: t('horoscope.chart.manglik'),
        value: t(chart.manglik ? 'horoscope.chart.manglikYes' : 'horoscope.chart.manglikNo'),
      });
    }
    const notes: string[] = [];
    if (!chart.timeKnown) notes.push(t('horoscope.chart.timeUnknown'));
    if (!certainty.rashiCertain && certainty.rashisOfDay.length) {
      notes.push(t('horoscope.chart.rashisOfDay', { list: or(certainty.rashisOfDay.map((id) => rashiName(t, id))) }));
    }
    if (!certainty.nakshatraCertain && certainty.nakshatrasOfDay.length) {
      notes.push(
        t('horoscope.chart.nakshatrasOfDay', {
          list: or(certainty.nakshatrasOfDay.map((id) => nakshatraName(t, id))),
        }),
      );
    } else if (certainty.nakshatraCertain && !certainty.padaCertain) {
      notes.push(t('horoscope.chart.padaUncertain'));
    }
    body = (
      <>
        {facts.length ? (
          <dl translate="no" className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col">
                <dt className="text-sm text-ink-500">{fact.label}</dt>
                <dd className="font-medium text-ink-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {notes.map((note) => (
          <p key={note} className="text-ink-700">
            {note}
          </p>
        ))}
        <p className={chart.matchable ? 'text-sm text-ink-500' : 'rounded-lg bg-accent-50 px-3 py-2 text-ink-700'}>
          {t(chart.matchable ? 'horoscope.chart.matchable' : 'horoscope.chart.notMatchable')}
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 border-t border-ink-500/15 pt-4">
      <h3 id={titleId} className="text-base font-bold text-ink-900">
        {t('horoscope.chart.title')}
      </h3>
      {body}
    </section>
  );
}
