import { useEffect, useRef } from 'react';
import { NavLink } from '../../../components/ui/link';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/i18n';
import { menuMessages } from '../../../locales/menus';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { focusableIn, trapTab } from '../lib/focus-trap';
import { MOBILE_MENU_LINKS } from '../lib/links';
import { BrandLogo } from './brand-logo';
import { CloseIcon } from './icons';

type MobileMenuDrawerProps = {
  titleId: string;
  /**
   * Closes the drawer; `returnFocus` says whether focus goes back to the toggle (not after following a link).
   * Keep it stable (useCallback): the drawer's key handling is set up again whenever it changes.
   */
  onClose: (returnFocus: boolean) => void;
};

/**
 * The open side menu: a modal drawer. It exists only while open, and its code loads when the visitor first reaches
 * for the menu (ADR 006). Mounting moves focus in; Tab stays inside; Escape closes (and the toggle takes focus
 * back, unless a link was followed).
 */
export function MobileMenuDrawer({ titleId, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation(menuMessages);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    focusableIn(panel)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      } else trapTab(event, panel);
    };
    panel?.addEventListener('keydown', onKeyDown);
    document.body.classList.add('overflow-hidden');
    return () => {
      panel?.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('overflow-hidden');
    };
  }, [onClose]);

  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 bg-ink-900/50" onClick={() => onClose(true)} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={cn(
          'absolute inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto bg-white p-5 text-ink-900 shadow-2xl',
          FOCUS_ON_LIGHT,
        )}
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold">
            {t('site.nav.menuTitle')}
          </h2>
          <button
            type="button"
            onClick={() => onClose(true)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-accent-50"
          >
            <CloseIcon />
            <span className="sr-only">{t('site.nav.closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={t('site.nav.mobileLabel')}>
          <ul className="flex flex-col gap-1">
            {MOBILE_MENU_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => onClose(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-3 text-base font-semibold hover:bg-accent-50',
                      isActive ? 'bg-accent-50 text-accent-700' : 'text-ink-900',
                    )
                  }
                >
                  {t(`site.nav.${link.labelKey}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-ink-500/20 pt-4">
          <BrandLogo alwaysShowName onClick={() => onClose(false)} className="max-w-full text-ink-900" />
        </div>
      </div>
    </>
  );
}
