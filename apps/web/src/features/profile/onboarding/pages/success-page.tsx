import { useEffect, useRef } from 'react';
import { buttonClasses } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useBrand } from '../../../../lib/brand';
import { useTranslation } from '../../../../lib/i18n';
import { onboardingMessages } from '../../../../locales/onboarding';

/** /success: the profile is complete; the one thing to do next is the dashboard. */
export function ProfileCreatedPage() {
  const { t } = useTranslation(onboardingMessages);
  const brand = useBrand();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving from the last step without a page load: screen readers start at the news.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-accent-50 px-4 py-10">
      <section className="flex w-full max-w-lg flex-col items-center gap-4 rounded-card bg-white p-6 text-center shadow-sm sm:p-10">
        <p className="text-sm font-semibold text-accent-700">{brand.siteName}</p>
        <div
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-100 text-3xl text-accent-700"
        >
          ✓
        </div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none sm:text-3xl">
          {t('onboarding.success.title')}
        </h1>
        <p className="text-ink-700">{t('onboarding.success.body')}</p>
        <p className="text-sm text-ink-500">{t('onboarding.success.edit')}</p>
        <Link to="/user-dashboard" className={`${buttonClasses('primary', 'lg')} mt-2`}>
          {t('onboarding.success.action')}
        </Link>
      </section>
    </main>
  );
}
