import { Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';

const panelBox =
  'absolute right-2 top-full z-50 mt-2 flex w-[min(26rem,calc(100vw-1rem))] justify-center rounded-card bg-white p-8 shadow-2xl sm:right-4';

const LoginDialog = lazyPage(() => import('./login-dialog'), 'LoginDialog', {
  failed: (retry, { onClose }) => (
    <div className={panelBox}>
      <LoadFailed onRetry={retry} onClose={() => onClose(true)} />
    </div>
  ),
});

type LoginPanelProps = {
  /** What the panel holds; the app layer passes the login form. `close` shuts the panel. */
  render: (close: () => void) => ReactNode;
  /** Called on pointer-over / focus of the button, so the app can start loading the form early. */
  onIntent?: (() => void) | undefined;
  buttonClassName: string;
};

/**
 * The Login button and the panel it opens. The panel's code, like the form's, loads when
 * the visitor points at, touches or focuses the button, so neither is part of the page's first download (ADR 006).
 */
export function LoginPanel({ render, onIntent, buttonClassName }: LoginPanelProps) {
  const { t } = useTranslation();
  const panelId = `${useId()}-panel`;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const intent = () => {
    // A failed early download is tried again when the panel opens.
    LoginDialog.preload().catch(() => undefined);
    onIntent?.();
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          // While the panel's code is still on its way, focus is here: Escape closes the placeholder too.
          if (open && event.key === 'Escape') {
            event.preventDefault();
            close(true);
          }
        }}
        onPointerDown={intent}
        onPointerEnter={intent}
        onFocus={intent}
        className={buttonClassName}
      >
        {t('site.nav.login')}
      </button>
      {open ? (
        <Suspense
          fallback={
            <div className={panelBox}>
              <Spinner />
            </div>
          }
        >
          <LoginDialog id={panelId} render={render} onClose={close} buttonRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
