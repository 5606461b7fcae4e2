import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../../components/ui/link';
import { CHAT_SCREEN_PREFIXES, INFORMATIONAL_ROUTES, NAVBAR_HIDDEN_PREFIXES, startsWithAny } from '@app/shared/routes';
import { cn } from '../../../components/ui/cn';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';
import { selectHasAnyToken } from '../../../lib/session/session-slice';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { BAR_LINKS } from '../lib/links';
import { BrandLogo } from './brand-logo';
import { LoginPanel } from './login-panel';
import { MobileMenu } from './mobile-menu';

export type NavbarProps = {
  /** Renders the login panel's content (the app layer passes the login form); `close` shuts the panel. */
  renderLoginPanel: (close: () => void) => ReactNode;
  /** The visitor is about to open the panel (pointer over or focus on Login): a chance to preload the form. */
  onLoginIntent?: () => void;
};

/**
 * Where the language flag goes (language-switch.tsx, loaded after the page), meanwhile and if it cannot arrive: the
 * English flag on an English page, as the first paint draws it; its place kept on another.
 */
function LanguageFlag() {
  const { t, language } = useTranslation();
  return language === 'en' ? (
    <img
      src="/flags/au.svg"
      alt={t('site.nav.languageFlag', { language: 'English' })}
      width={32}
      height={22}
      className="h-[22px] w-8 shrink-0 rounded-sm object-cover ring-1 ring-black/10"
    />
  ) : (
    <span className="h-[22px] w-14 shrink-0" />
  );
}

// The way to choose a language, loaded after the page: the flag stands in for it meanwhile (and if it cannot arrive).
const LanguageSwitch = lazyPage(() => import('./language-switch'), 'LanguageSwitch', {
  failed: () => <LanguageFlag />,
});

/** Past this many pixels of scrolling, the home page's transparent bar turns solid. */
const SOLID_AFTER_PX = 24;

function useScrolledPast(px: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px, enabled]);
  return enabled && scrolled;
}

/**
 * The top navigation bar. Renders nothing on auth, onboarding and dashboard paths, nor on the chat's. On the home page it
 * sits over the hero, transparent until the page scrolls; elsewhere it is solid. A visitor gets the Login button
 * (not on informational pages, the policies). A member who holds a session gets the Dashboard button in its
 * place, shown on every page the bar is on: the Dashboard button for a token holder, visible, since a
 * signed-in member offered "Login" reads it as having been signed out.
 */
export function Navbar({ renderLoginPanel, onLoginIntent }: NavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasToken = useAppSelector(selectHasAnyToken);
  const hidden = startsWithAny(pathname, NAVBAR_HIDDEN_PREFIXES) || startsWithAny(pathname, CHAT_SCREEN_PREFIXES);
  const isHome = pathname === '/';
  const informational = startsWithAny(pathname, INFORMATIONAL_ROUTES);
  const scrolled = useScrolledPast(SOLID_AFTER_PX, isHome && !hidden);

  if (hidden) return null;

  const transparent = isHome && !scrolled;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-full px-3 py-2 font-semibold underline-offset-8 hover:underline',
      isActive && 'underline decoration-2',
      transparent ? 'text-white' : isActive ? 'text-accent-700' : 'text-ink-900',
    );

  const actionClass = cn(
    'inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:px-5 sm:text-base',
    transparent
      ? 'border-2 border-white text-white hover:bg-white hover:text-brand-800'
      : 'bg-accent-600 text-white hover:bg-accent-700',
  );

  return (
    <header
      data-style={transparent ? 'transparent' : 'solid'}
      className={cn(
        'inset-x-0 top-0 z-40 transition-colors duration-200 motion-reduce:transition-none',
        isHome ? 'fixed' : 'sticky',
        transparent
          ? 'bg-linear-to-b from-brand-800/70 to-transparent text-white'
          : cn('border-b border-ink-500/15 bg-white text-ink-900 shadow-sm', FOCUS_ON_LIGHT),
      )}
    >
      <div className="relative mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-4 md:h-18">
        <div className="flex items-center gap-1">
          <MobileMenu className="md:hidden" />
          <nav aria-label={t('site.nav.label')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {BAR_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {t(`site.nav.${link.labelKey}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <BrandLogo className={cn('max-w-[45vw] md:max-w-xs', transparent ? 'text-white' : 'text-ink-900')} />

        <div className="flex items-center justify-end gap-2 sm:gap-3">
          {hasToken ? (
            <Link to="/user-dashboard" className={actionClass}>
              {t('site.nav.dashboard')}
            </Link>
          ) : informational ? null : (
            <LoginPanel render={renderLoginPanel} onIntent={onLoginIntent} buttonClassName={actionClass} />
          )}
          <Suspense fallback={<LanguageFlag />}>
            <LanguageSwitch />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
