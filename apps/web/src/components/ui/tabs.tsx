import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export type TabItem = { key: string; label: ReactNode; content: ReactNode };

type TabsProps = { items: TabItem[]; active: string; onChange: (key: string) => void; label: string };

/**
 * WAI-ARIA tabs: arrow keys move between tabs, Home/End jump, only the active tab is in the tab order. When the tabs
 * are wider than the screen (nine on a phone), the row scrolls sideways and the active tab is brought into view.
 */
export function Tabs({ items, active, onChange, label }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );
  // Only the row scrolls (scrollIntoView would also scroll the page to the tabs).
  useEffect(() => {
    const row = list.current;
    const tab = refs.current[activeIndex];
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = Math.max(0, start - 16);
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth + 16;
  }, [activeIndex]);
  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    refs.current[(index + items.length) % items.length]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') focusTab(activeIndex + 1);
    else if (event.key === 'ArrowLeft') focusTab(activeIndex - 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(items.length - 1);
    else return;
    event.preventDefault();
  };
  const current = items[activeIndex];
  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="relative flex gap-1 overflow-x-auto overscroll-x-contain border-b border-ink-500/20"
      >
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              role="tab"
              type="button"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={handleKeyDown}
              className={cn(
                'min-h-11 shrink-0 whitespace-nowrap border-b-2 px-3 py-2 font-semibold sm:px-4',
                selected ? 'border-accent-600 text-accent-700' : 'border-transparent text-ink-500 hover:text-ink-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
          tabIndex={0}
          className="py-4"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
