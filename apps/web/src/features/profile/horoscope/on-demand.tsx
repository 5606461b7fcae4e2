import { Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { HoroscopeFieldsProps } from './components/horoscope-fields';
import type { OwnHoroscope } from '@app/shared/horoscope';

// Horoscope matching's code and words load only where they are shown (ADR 006): the onboarding step is close to its
// budget, and most members never use it. If the code cannot arrive, the rest of the page works without it.
const Fields = lazyPage(() => import('./components/horoscope-fields'), 'HoroscopeFields', { failed: () => null });
const Chart = lazyPage(() => import('./components/own-chart'), 'OwnChart', { failed: () => null });

/** The opt-in and the city of birth, loaded with the form that shows them. */
export function HoroscopeFieldsOnDemand(props: HoroscopeFieldsProps) {
  return (
    <Suspense fallback={null}>
      <Fields {...props} />
    </Suspense>
  );
}

/** The member's own chart in My Details. */
export function OwnChartOnDemand({ horoscope }: { horoscope: OwnHoroscope }) {
  return (
    <Suspense fallback={null}>
      <Chart horoscope={horoscope} />
    </Suspense>
  );
}
