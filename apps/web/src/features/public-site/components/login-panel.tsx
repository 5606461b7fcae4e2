import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../components/ui/cn';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { CloseIcon } from './icons';

type LoginPanelProps = {
  /** What the panel holds; the app layer passes the login form. `close` shuts the panel. */
  render: (close: () => void) => ReactNode;
  /** Called on pointer-over / focus of the button, so the app can start loading the form early. */
  onIntent?: (() => void) | undefined;
  buttonClassName: string;
};

/**
 * The Login button and the panel it opens (spec §2 "Login panel"): a non-modal popover dialog under the bar.
 * Opening moves focus to the first field; Escape, the close button or a click outside closes it, and Escape or
 * the close button return focus to the Login button.
 */
export function LoginPanel({ render, onIntent, buttonClassName }: LoginPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus the first field; the form may still be loading, so wait for it to appear (unless the user moved on).
  useEffect(() => {
    if (!open) return;
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
  }, [open]);

  // Escape anywhere, or a press outside the panel and its button, closes it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className={buttonClassName}
      >
        {t('site.nav.login')}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
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
            onClick={() => close(true)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-accent-50"
          >
            <CloseIcon />
            <span className="sr-only">{t('site.login.close')}</span>
          </button>
        </div>
        <div ref={bodyRef}>{open ? render(() => close(false)) : null}</div>
      </div>
    </>
  );
}
