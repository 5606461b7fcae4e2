import { useId, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Link } from '../../../components/ui/link';
import { useFillBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { homeSectionsMessages } from '../../../locales/home-sections';
import { EyeOffIcon, HandshakeIcon, LockIcon, ShieldIcon } from '../components/privacy-icons';
import { homeSections as localizedHomeSections } from '../content';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { goldButton, pill } from './home-styles';

const privacyIcons = [EyeOffIcon, LockIcon, ShieldIcon, HandshakeIcon];

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

/** "A&K" for "Anjali and Kartik" (and for "अंजलि और कार्तिक", "ਅੰਜਲੀ ਅਤੇ ਕਾਰਤਿਕ"). */
export function initials(names: string): string {
  return names
    .split(/\s+(?:and|&|और|ਅਤੇ)\s+/i)
    .map((name) => name.trim()[0] ?? '')
    .join('&');
}

/** The home page below its first screen; its code and words load while the first screen renders (ADR 006). */
export function HomeSections() {
  const { t } = useTranslation(homeSectionsMessages);
  const fill = useFillBrand();
  const homeSections = useLocalized(localizedHomeSections);
  const { howItWorks, privacy, exclusiveTeaser, plansTeaser, stories, closing } = homeSections;

  return (
    <>
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
    </>
  );
}
