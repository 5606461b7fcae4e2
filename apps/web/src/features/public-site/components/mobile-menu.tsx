import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { NavLink } from '../../../components/ui/link';
import { cn } from '../../../components/ui/cn';
import { FOCUS_ON_LIGHT, focusableIn, trapTab } from '../lib/focus';
import { MOBILE_MENU_LINKS } from '../lib/links';
import { BrandLogo } from './brand-logo';
import { CloseIcon, MenuIcon } from './icons';

/**
 * The side menu for small screens: a modal drawer. The toggle says whether it is open (aria-expanded) and which
 * element it controls; opening moves focus in, Tab stays inside, Escape or the close button closes it and focus
 * returns to the toggle. Following a link closes it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const drawerId = `${id}-drawer`;
  const titleId = `${id}-title`;
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef(true);

  useEffect(() => {
    if (!open) return;
    restoreFocus.current = true;
    const panel = panelRef.current;
    focusableIn(panel)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        restoreFocus.current = true;
        setOpen(false);
      } else trapTab(event, panel);
    };
    panel?.addEventListener('keydown', onKeyDown);
    const toggle = toggleRef.current;
    document.body.classList.add('overflow-hidden');
    return () => {
      panel?.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('overflow-hidden');
      if (restoreFocus.current && toggle?.isConnected) toggle.focus();
    };
  }, [open]);

  const close = (returnFocus = true) => {
    restoreFocus.current = returnFocus;
    setOpen(false);
  };

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-current/10"
      >
        <MenuIcon />
        <span className="sr-only">{t('site.nav.openMenu')}</span>
      </button>
      <div id={drawerId} hidden={!open} className="fixed inset-0 z-50">
        <div aria-hidden="true" className="absolute inset-0 bg-ink-900/50" onClick={() => close()} />
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
              onClick={() => close()}
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
                    onClick={() => close(false)}
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
            <BrandLogo alwaysShowName onClick={() => close(false)} className="max-w-full text-ink-900" />
          </div>
        </div>
      </div>
    </div>
  );
}
