import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export type TabItem = { key: string; label: ReactNode; content: ReactNode };

type TabsProps = { items: TabItem[]; active: string; onChange: (key: string) => void; label: string };

/**
 * WAI-ARIA tabs: arrow keys move between tabs, Home/End jump, only the active tab is in the tab order. The row wraps
 * rather than scrolls: on a phone the dashboard's nine tabs sit in a few rows of pills, every one on screen without
 * swiping; on wider screens they are the usual underlined row, wrapping only where the screen is too narrow.
 */
export function Tabs({ items, active, onChange, label }: TabsProps) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );
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
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1.5 sm:gap-x-1 sm:gap-y-0 sm:border-b sm:border-ink-500/20"
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
                // A phone: pills with a ring, the chosen one filled. Wider: an underlined row.
                'min-h-11 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ring-1 sm:rounded-none sm:px-4 sm:py-2 sm:text-base sm:ring-0',
                'sm:-mb-px sm:border-b-2',
                selected
                  ? 'bg-accent-600 text-white ring-accent-600 sm:border-accent-600 sm:bg-transparent sm:text-accent-700'
                  : 'bg-white text-ink-700 ring-ink-500/25 hover:text-ink-900 sm:border-transparent sm:bg-transparent sm:text-ink-500',
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
