import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { Link } from '../../../components/ui/link';
import { useBrand } from '../../../lib/brand';

type AuthShellProps = {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Receives focus when the step changes, so screen readers announce the new heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  width?: 'narrow' | 'wide';
};

/** The frame of every sign-up and sign-in screen (the site's bar and footer are hidden there): brand, card, heading. */
export function AuthShell({ title, intro, children, headingRef, width = 'narrow' }: AuthShellProps) {
  const { t } = useTranslation(authMessages);
  const brand = useBrand();
  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <div
        className={width === 'wide' ? 'mx-auto flex max-w-2xl flex-col gap-4' : 'mx-auto flex max-w-md flex-col gap-4'}
      >
        <Link
          to="/"
          className="self-start rounded text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
          aria-label={`${brand.siteName} — ${t('auth.shell.home')}`}
        >
          {brand.siteName}
        </Link>
        <section className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-sm sm:p-8">
          <header className="flex flex-col gap-2">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold text-ink-900 focus:outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {intro ? <p className="text-ink-700">{intro}</p> : null}
          </header>
          {children}
        </section>
      </div>
    </main>
  );
}
