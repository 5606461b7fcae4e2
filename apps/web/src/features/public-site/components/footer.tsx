import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { menuMessages } from '../../../locales/menus';
import { frameMessages } from '../../../locales/frame';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { CHAT_SCREEN_PREFIXES, FOOTER_HIDDEN_PREFIXES, startsWithAny } from '@app/shared/routes';
import { useBrand } from '../../../lib/brand';
import { prefersReducedMotion } from '../lib/motion';
import { FOOTER_ABOUT_LINKS, FOOTER_MISSION_LINKS, SOCIAL_NETWORKS, type SiteLink } from '../lib/links';
import { BrandMark } from './brand-logo';
import { ArrowUpIcon, SocialIcon } from './social-icons';

export type FooterProps = {
  /** Reopens the cookie banner (the app layer passes `openCookieSettings`). Without it the button is not shown. */
  onOpenCookieSettings?: () => void;
};

const linkClass = 'rounded text-brand-50 underline-offset-4 hover:text-white hover:underline';

function LinkColumn({ heading, headingTo, links }: { heading: string; headingTo: string; links: readonly SiteLink[] }) {
  const { t } = useTranslation(frameMessages, menuMessages);
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-bold text-white">
        <Link to={headingTo} className="rounded underline-offset-4 hover:underline">
          {heading}
        </Link>
      </h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(`site.nav.${link.labelKey}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer. Renders nothing on auth, onboarding and dashboard paths, nor on the chat's. */
export function Footer({ onOpenCookieSettings }: FooterProps) {
  const { t } = useTranslation(frameMessages, menuMessages);
  const brand = useBrand();
  const { pathname } = useLocation();
  const socialId = useId();
  if (startsWithAny(pathname, FOOTER_HIDDEN_PREFIXES) || startsWithAny(pathname, CHAT_SCREEN_PREFIXES)) return null;

  const year = new Date().getFullYear();
  const scrollToTop = () => {
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <footer className="bg-brand-800 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            <span>{brand.siteName}</span>
          </p>
          <p className="text-xl font-semibold text-gold-400">{t('site.footer.tagline')}</p>
          <p className="max-w-sm">{t('site.footer.matrimonialOnly')}</p>
        </div>

        <LinkColumn heading={t('site.footer.missionHeading')} headingTo="/mission" links={FOOTER_MISSION_LINKS} />
        <LinkColumn heading={t('site.footer.aboutHeading')} headingTo="/about-us" links={FOOTER_ABOUT_LINKS} />

        <nav aria-labelledby={socialId}>
          <h2 id={socialId} className="mb-3 text-base font-bold text-white">
            {t('site.footer.socialHeading')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={brand.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-100/40 text-white hover:bg-white hover:text-brand-800"
                >
                  <SocialIcon network={network} />
                  <span className="sr-only">
                    {t('site.footer.socialLink', { network: t(`site.footer.social.${network}`) })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-brand-100/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
          <p className="max-w-4xl text-sm leading-relaxed">{t('site.footer.acknowledgement')}</p>
          <div className="flex flex-col gap-4 text-sm sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-1">
              <p>{t('site.footer.copyright', { year, companyName: brand.companyName })}</p>
              <p>{t('site.footer.abn', { abn: brand.abn })}</p>
            </div>
            <div className="flex items-center gap-4">
              {onOpenCookieSettings ? (
                <button
                  type="button"
                  onClick={onOpenCookieSettings}
                  className="rounded font-semibold text-white underline underline-offset-4 hover:text-gold-400"
                >
                  {t('site.footer.cookieSettings')}
                </button>
              ) : null}
              <button
                type="button"
                onClick={scrollToTop}
                className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-gold-400 text-ink-900 shadow-lg hover:bg-white"
              >
                <ArrowUpIcon />
                <span className="sr-only">{t('site.footer.backToTop')}</span>
              </button>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
