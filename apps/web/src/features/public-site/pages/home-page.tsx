import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { homeMessages } from '../../../locales/home';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useFillBrand } from '../../../lib/brand';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { homeContent } from '../content';
import { EyeOffIcon, HandshakeIcon, LockIcon, ShieldIcon } from '../components/privacy-icons';

const privacyIcons = [EyeOffIcon, LockIcon, ShieldIcon, HandshakeIcon];

const pill =
  'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-lg font-semibold transition-colors';
const goldButton = cn(pill, 'bg-gold-400 text-ink-900 hover:bg-white');
const outlineLightButton = cn(pill, 'text-white ring-2 ring-white/70 hover:bg-white/10');

/** A light section introduced by its heading. */
function Section({
  title,
  children,
  className = 'py-16 sm:py-20',
  intro,
}: {
  title: ReactNode;
  children: ReactNode;
  /** Background and vertical padding. */
  className?: string;
  intro?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('px-4', className)}>
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="max-w-3xl text-3xl font-bold text-ink-900 sm:text-4xl">
          {title}
        </h2>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-ink-700">{intro}</div> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

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

function initials(names: string): string {
  return names
    .split(/\s+(?:and|&)\s+/i)
    .map((name) => name.trim()[0] ?? '')
    .join('&');
}

/**
 * The home page (spec §2 "/"): hero, how it works, privacy and verification, Exclusive, plans, illustrative stories
 * (with their disclaimer in plain view) and a closing call to action. CSS and inline SVG only: no images, no fonts.
 */
export function HomePage() {
  const { t } = useTranslation(homeMessages);
  const fill = useFillBrand();
  const { hero, howItWorks, privacy, exclusiveTeaser, plansTeaser, stories, closing } = homeContent;

  return (
    <main id="main">
      <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-800 via-brand-700 to-brand-800 px-4 pb-20 pt-32 text-white sm:pb-28 sm:pt-40">
        <HeroRings />
        <div className="relative mx-auto flex max-w-6xl flex-col gap-6">
          <p className="w-fit rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-gold-400 ring-1 ring-white/20">
            {fill(hero.eyebrow)}
          </p>
          <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-display">{fill(hero.title)}</h1>
          <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">{fill(hero.subtitle)}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={hero.cta.href} className={goldButton}>
              {fill(hero.cta.label)}
            </Link>
            <a href="#how-it-works" className={outlineLightButton}>
              {t('site.home.howItWorksLink')}
            </a>
          </div>
          <p className="text-sm text-brand-50">{t('site.home.heroNote')}</p>
        </div>
      </section>

      <div className={FOCUS_ON_LIGHT}>
        <section aria-labelledby="how-it-works" className="px-4 py-16 sm:py-20">
          <div className="mx-auto max-w-6xl">
            <h2 id="how-it-works" tabIndex={-1} className="scroll-mt-24 text-3xl font-bold text-ink-900 sm:text-4xl">
              {t('site.home.howItWorksTitle')}
            </h2>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {howItWorks.map((step, index) => (
                <li
                  key={step.title}
                  className="flex flex-col gap-3 rounded-card border border-ink-500/15 bg-white p-6 shadow-sm"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-600 text-lg font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <h3 className="text-lg font-bold text-ink-900">
                    <span className="sr-only">{t('site.home.step', { number: index + 1 })} </span>
                    {fill(step.title)}
                  </h3>
                  <p className="text-ink-700">{fill(step.text)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <Section title={fill(privacy.title)} className="bg-accent-50 py-16 sm:py-20">
          <ul className="grid gap-6 sm:grid-cols-2">
            {privacy.points.map((point, index) => {
              const Icon = privacyIcons[index % privacyIcons.length] ?? ShieldIcon;
              return (
                <li key={point.title} className="flex gap-4 rounded-card bg-white p-6 shadow-sm">
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                    <Icon />
                  </span>
                  <div className="flex flex-col gap-2">
                    <h3 className="text-lg font-bold text-ink-900">{fill(point.title)}</h3>
                    <p className="text-ink-700">{fill(point.text)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>

        <section aria-labelledby="home-exclusive" className="px-4 py-16 sm:py-20">
          <div className="mx-auto grid max-w-6xl gap-8 rounded-[2rem] bg-linear-to-br from-exclusive-800 to-exclusive-600 p-8 text-white sm:p-12 lg:grid-cols-[2fr_1fr] lg:items-center">
            <div className="flex flex-col gap-4">
              <p className="text-sm font-semibold uppercase tracking-wide text-gold-400">
                {t('site.home.exclusiveEyebrow')}
              </p>
              <h2 id="home-exclusive" className="text-3xl font-bold sm:text-4xl">
                {fill(exclusiveTeaser.title)}
              </h2>
              <p className="text-lg text-exclusive-50">{fill(exclusiveTeaser.text)}</p>
            </div>
            <div className="lg:justify-self-end">
              <Link
                to={exclusiveTeaser.cta.href}
                className={cn(pill, 'bg-white text-exclusive-700 hover:bg-exclusive-50')}
              >
                {fill(exclusiveTeaser.cta.label)}
              </Link>
            </div>
          </div>
        </section>

        <Section title={fill(plansTeaser.title)} intro={<p>{fill(plansTeaser.text)}</p>} className="pb-16 sm:pb-20">
          <Link to={plansTeaser.cta.href} className={buttonClasses('secondary', 'lg')}>
            {fill(plansTeaser.cta.label)}
          </Link>
        </Section>

        <Section
          title={fill(stories.title)}
          className="bg-accent-50 py-16 sm:py-20"
          intro={
            <p
              role="note"
              className="rounded-xl border-l-4 border-gold-400 bg-white px-4 py-3 text-base font-medium text-ink-900"
            >
              {fill(stories.disclaimer)}
            </p>
          }
        >
          <ul className="grid gap-6 md:grid-cols-3">
            {stories.items.map((story) => (
              <li key={story.names} className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-600 text-sm font-bold text-white"
                  >
                    {initials(fill(story.names))}
                  </span>
                  <h3 className="text-lg font-bold text-ink-900">{fill(story.names)}</h3>
                </div>
                <p className="text-ink-700">{fill(story.text)}</p>
                <p className="mt-auto text-sm font-semibold text-ink-500">{t('site.home.illustrativeLabel')}</p>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <section aria-labelledby="home-closing" className="bg-brand-800 px-4 py-16 text-center text-white sm:py-20">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5">
          <h2 id="home-closing" className="text-3xl font-bold sm:text-4xl">
            {fill(closing.title)}
          </h2>
          <p className="text-lg text-brand-50">{fill(closing.text)}</p>
          <Link to={closing.cta.href} className={goldButton}>
            {fill(closing.cta.label)}
          </Link>
        </div>
      </section>
    </main>
  );
}
