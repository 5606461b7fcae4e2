/** Keeping keyboard focus inside a modal surface (the mobile menu drawer). */

const FOCUSABLE =
  'a[href]:not([hidden]), button:not([disabled]):not([hidden]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach inside `container`, in document order. */
export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]') && !element.closest('[inert]'),
  );
}

/** Keeps Tab and Shift+Tab inside `container` (for modal surfaces). Returns true when it moved focus. */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement | null,
) {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container?.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container?.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
