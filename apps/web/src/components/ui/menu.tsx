import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

/** One choice of a menu: what it says, what it does, and whether it is a serious step (shown in red). */
export type MenuItem = { key: string; label: string; onSelect: () => void; danger?: boolean };

type MenuProps = {
  /** The button's accessible name ("More options", "Options for this message"). */
  label: string;
  items: readonly MenuItem[];
  /** What the button shows (an icon); the label is its accessible name. */
  icon?: ReactNode;
  /** Which way the list opens from the button: below it (default) or above it (near the bottom of a scroller). */
  placement?: 'below' | 'above';
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  /** Classes for the button (its size and look). */
  buttonClassName?: string;
  className?: string;
};

const DotsIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
    <circle cx="12" cy="5" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="12" cy="19" r="1.8" />
  </svg>
);

/**
 * A menu button (WAI-ARIA menu pattern): the button opens a list of actions; arrow keys, Home and End move between
 * them, Enter or Space chooses one, Escape closes and returns the focus to the button, and Tab or a click outside
 * closes it. Choosing an item closes the menu first, so a dialog the item opens takes the focus.
 */
export function Menu({
  label,
  items,
  icon,
  placement = 'below',
  align = 'end',
  buttonClassName,
  className,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState<'first' | 'last'>('first');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const entries = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = entries();
    (focusFirst === 'first' ? all[0] : all.at(-1))?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, focusFirst]);

  const openWith = (which: 'first' | 'last') => {
    setFocusFirst(which);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = entries();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  };

  if (!items.length) return null;
  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKey}
        className={cn(
          'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-accent-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600',
          buttonClassName,
        )}
      >
        {icon ?? <DotsIcon />}
      </button>
      {open ? (
        <ul
          ref={list}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onListKey}
          className={cn(
            'absolute z-30 flex min-w-48 max-w-[calc(100vw-2rem)] flex-col rounded-xl border border-ink-500/15 bg-white py-1 shadow-lg',
            placement === 'below' ? 'top-full mt-1' : 'bottom-full mb-1',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={cn(
                  'flex min-h-11 w-full items-center whitespace-nowrap px-4 text-left text-base font-medium hover:bg-accent-50 focus:bg-accent-50 focus:outline-none',
                  item.danger ? 'text-danger-600' : 'text-ink-900',
                )}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
