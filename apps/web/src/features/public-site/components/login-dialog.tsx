import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/i18n';
import { menuMessages } from '../../../locales/menus';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { CloseIcon } from './icons';

type LoginDialogProps = {
  id: string;
  /** What the panel holds; the app layer passes the login form. `close` shuts the panel. */
  render: (close: () => void) => ReactNode;
  /** Closes the panel; `returnFocus` sends focus back to the Login button. Keep it stable (useCallback). */
  onClose: (returnFocus: boolean) => void;
  /** The Login button: a press on it is not a press "outside". */
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The open login panel: a non-modal popover dialog under the bar. It exists only while
 * open, and its code loads when the visitor reaches for the Login button (ADR 006). Mounting moves focus to the
 * first field (waiting for the form if it is still loading); Escape, the close button or a press outside closes
 * it, and Escape or the close button return focus to the Login button.
 */
export function LoginDialog({ id, render, onClose, buttonRef }: LoginDialogProps) {
  const { t } = useTranslation(menuMessages);
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Focus the first field; the form may still be loading, so wait for it to appear (unless the user moved on).
  useEffect(() => {
    const panel = panelRef.current;
    const body = bodyRef.current;
    if (!panel || !body) return;
    const firstField = () => body.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
    const field = firstField();
    if (field) {
      field.focus();
      return;
    }
    panel.focus();
    const observer = new MutationObserver(() => {
      const next = firstField();
      if (!next) return;
      observer.disconnect();
      if (document.activeElement === panel) next.focus();
    });
    observer.observe(body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // Escape anywhere, or a press outside the panel and its button, closes it.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose(true);
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [onClose, buttonRef]);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'absolute right-2 top-full z-50 mt-2 w-[min(26rem,calc(100vw-1rem))] rounded-card border border-ink-500/15 bg-white p-5 text-ink-900 shadow-2xl sm:right-4',
        FOCUS_ON_LIGHT,
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {t('site.login.title')}
        </h2>
        <button
          type="button"
          onClick={() => onClose(true)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-accent-50"
        >
          <CloseIcon />
          <span className="sr-only">{t('site.login.close')}</span>
        </button>
      </div>
      <div ref={bodyRef}>{render(() => onClose(false))}</div>
    </div>
  );
}
