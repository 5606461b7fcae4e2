import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';
import { MenuIcon } from './icons';

const drawerPanel = 'absolute inset-y-0 left-0 flex w-[min(20rem,85vw)] justify-center bg-white pt-24';

const MobileMenuDrawer = lazyPage(() => import('./mobile-menu-drawer'), 'MobileMenuDrawer', {
  failed: (retry, { onClose }) => (
    <>
      <div aria-hidden="true" className="absolute inset-0 bg-ink-900/50" onClick={() => onClose(true)} />
      <div className={drawerPanel}>
        <LoadFailed onRetry={retry} onClose={() => onClose(true)} />
      </div>
    </>
  ),
});
const preloadDrawer = () => {
  // A failed early download is tried again when the drawer opens.
  MobileMenuDrawer.preload().catch(() => undefined);
};

/**
 * The side menu for small screens: a toggle and a modal drawer. The toggle says whether the drawer is open
 * (aria-expanded) and which element it controls. The drawer's code loads when the visitor reaches for the toggle
 * (touch, pointer or focus), so it is not part of the page's first download (ADR 006).
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const drawerId = `${id}-drawer`;
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          // While the drawer's code is still on its way, focus is here: Escape closes the placeholder too.
          if (open && event.key === 'Escape') {
            event.preventDefault();
            close(true);
          }
        }}
        onPointerDown={preloadDrawer}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-current/10"
      >
        <MenuIcon />
        <span className="sr-only">{t('site.nav.openMenu')}</span>
      </button>
      <div id={drawerId} hidden={!open} className="fixed inset-0 z-50">
        {open ? (
          <Suspense
            fallback={
              <>
                <div aria-hidden="true" className="absolute inset-0 bg-ink-900/50" />
                <div className={drawerPanel}>
                  <Spinner />
                </div>
              </>
            }
          >
            <MobileMenuDrawer titleId={`${id}-title`} onClose={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
