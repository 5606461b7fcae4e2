import { Suspense } from 'react';
import { Link } from '../../../components/ui/link';
import { cn } from '../../../components/ui/cn';
import { useFillBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';
import { homeMessages } from '../../../locales/home';
import { goldButton, pill } from './home-styles';

// Everything below the first screen is its own chunk, requested as soon as this page's code runs, so the first
// screen does not wait for it (ADR 006). Until it arrives, its place is held at a screen's height, which keeps
// the footer out of view and the page from jumping.
// If they do not arrive, the first screen and the footer still stand (a reload brings the rest); the failure view
// with its Try again button is left out on purpose: reaching it from here moves the message catalogue into a
// chunk of its own and costs the first load half a kilobyte.
const HomeSections = lazyPage(() => import('./home-sections'), 'HomeSections', { failed: () => null });
HomeSections.preload().catch(() => undefined);

const outlineLightButton = cn(pill, 'text-white ring-2 ring-white/70 hover:bg-white/10');

/** Decorative rings behind the hero (pure SVG, no image request). */
function HeroRings() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 600 600"
      className="pointer-events-none absolute -right-40 -top-24 h-[36rem] w-[36rem] opacity-25 sm:-right-24 lg:right-0 lg:top-0 lg:h-[44rem] lg:w-[44rem]"
    >
      <circle cx="240" cy="300" r="170" fill="none" stroke="#ffffff" strokeWidth="18" />
      <circle cx="360" cy="300" r="170" fill="none" className="stroke-gold-400" strokeWidth="18" />
      <circle cx="300" cy="300" r="280" fill="none" stroke="#ffffff" strokeWidth="2" strokeDasharray="4 14" />
    </svg>
  );
}

/**
 * The home page: hero, how it works, privacy and verification, Exclusive, plans, illustrative stories
 * (with their disclaimer in plain view) and a closing call to action. CSS and inline SVG only: no images, no fonts.
 */
export function HomePage() {
  const { t } = useTranslation(homeMessages);
  const fill = useFillBrand();

  return (
    <main id="main">
      <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-800 via-brand-700 to-brand-800 px-4 pb-20 pt-32 text-white sm:pb-28 sm:pt-40">
        <HeroRings />
        <div className="relative mx-auto flex max-w-6xl flex-col gap-6">
          <p className="w-fit rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-gold-400 ring-1 ring-white/20">
            {t('site.home.hero.eyebrow')}
          </p>
          <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-display">{t('site.home.hero.title')}</h1>
          <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">{fill(t('site.home.hero.subtitle'))}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/questions" className={goldButton}>
              {t('site.home.hero.cta')}
            </Link>
            <a href="#how-it-works" className={outlineLightButton}>
              {t('site.home.howItWorksLink')}
            </a>
          </div>
          <p className="text-sm text-brand-50">{t('site.home.heroNote')}</p>
        </div>
      </section>

      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeSections />
      </Suspense>
    </main>
  );
}
