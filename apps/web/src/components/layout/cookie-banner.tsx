import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { withMarkup } from '../../lib/i18n-markup';
import { frameMessages } from '../../locales/frame';
import { useLocation } from 'react-router';
import { Link } from '../ui/link';
import type { CookieConsent } from '@app/shared/analytics';
import { setConsent, trackPageView, useConsent } from '../../lib/analytics';
import { useBrand } from '../../lib/brand';
import { buttonClasses } from '../ui/button';
import { useCookieSettings } from './cookie-settings';

/**
 * The cookie choice, as the cookies policy describes it: a non-modal region at the bottom of the page, shown until
 * the visitor chooses, with two equally prominent buttons. Until a choice exists nothing is measured
 * ("If you decline, or make no choice, no measurement takes place").
 */
export function CookieBanner() {
  const { t } = useTranslation(frameMessages);
  const brand = useBrand();
  const id = useId();
  const consent = useConsent();
  const { reopened, close } = useCookieSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const visible = consent === null || reopened;

  useEffect(() => {
    // The banner is fixed to the bottom; an equally tall spacer at the end of the page lets every button and link
    // be scrolled clear of it, so it never hides what a member needs to press.
    // Measured by the observer, whose first report comes once the browser has laid the page out anyway: reading
    // the height here would lay out the whole page in the middle of React's commit (a long task while it loads).
    const section = sectionRef.current;
    if (!visible || !section) return;
    if (typeof ResizeObserver === 'undefined') {
      setHeight(section.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(() => setHeight(section.offsetHeight));
    observer.observe(section);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    // Opened from "Cookie settings": take the keyboard user to it (it is not a dialog, so focus is not trapped).
    if (reopened) headingRef.current?.focus();
  }, [reopened]);

  if (!visible) return null;

  const choose = (value: CookieConsent) => {
    setConsent(value);
    close();
  };

  const buttonClass = buttonClasses('secondary', 'md');
  return (
    <>
      {/* No style until measured: the server-drawn first paint cannot carry one under the site's CSP (ADR 009). */}
      <div aria-hidden="true" style={height ? { height } : undefined} />
      <section
        ref={sectionRef}
        aria-labelledby={`${id}-title`}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-500/20 bg-white px-4 py-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-ink-900">
              {t('cookieBanner.title')}
            </h2>
            <p className="text-sm text-ink-700">
              {withMarkup(t('cookieBanner.text', { siteName: brand.siteName }), {
                policy: (
                  <Link to="/cookies-policy" className="font-semibold text-accent-700 underline underline-offset-2" />
                ),
              })}
            </p>
            {consent ? (
              <p className="text-sm text-ink-500">
                {t('cookieBanner.current', {
                  choice: consent === 'all' ? t('cookieBanner.choiceAll') : t('cookieBanner.choiceNecessary'),
                })}
              </p>
            ) : null}
          </div>
          {/* Same style and size for both: declining is as easy as accepting. */}
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <button
              type="button"
              className={buttonClass}
              aria-pressed={consent ? consent === 'all' : undefined}
              onClick={() => choose('all')}
            >
              {t('cookieBanner.accept')}
            </button>
            <button
              type="button"
              className={buttonClass}
              aria-pressed={consent ? consent === 'necessary' : undefined}
              onClick={() => choose('necessary')}
            >
              {t('cookieBanner.necessary')}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}

/** Counts a page view on every route change — only with consent (trackPageView checks it again). */
export function PageViewTracker() {
  const location = useLocation();
  const consent = useConsent();
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (consent !== 'all') return;
    // Once per navigation (StrictMode runs effects twice); accepting on a page counts that page.
    const key = `${location.key}:${location.pathname}`;
    if (key === lastTracked.current) return;
    lastTracked.current = key;
    trackPageView(location.pathname);
  }, [location.key, location.pathname, consent]);
  return null;
}

/** The cookie banner and, with consent, page-view counting: loaded just after the page (ADR 006). */
export function ConsentLayer() {
  return (
    <>
      <CookieBanner />
      <PageViewTracker />
    </>
  );
}
