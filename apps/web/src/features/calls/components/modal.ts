import { useEffect, type RefObject } from 'react';

/**
 * Shows a native <dialog> as a modal while mounted (the page behind becomes inert, focus stays inside), and puts
 * focus on `focus` (or the dialog's first control). Without showModal (old browsers, jsdom) it is simply open.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, focus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    focus?.current?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      else element.removeAttribute('open');
    };
  }, [dialog, focus]);
}
