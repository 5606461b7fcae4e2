import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { useFillBrand } from '../../../lib/brand';
import type { Faq } from '../content';
import { ChevronDownIcon } from './page-icons';
import { RichText } from './rich-text';

type FaqAccordionProps = {
  faqs: readonly Faq[];
  /** Heading level of each question (the accordion sits under an h2 on both pages). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * Questions as buttons (aria-expanded, aria-controls) inside headings; each opens its answer region. Several may be
 * open at once (no region role: with this many panels, landmarks would be noise). The answer stays in the DOM (hidden) so the page's find-in-page still works once opened.
 */
export function FaqAccordion({ faqs, headingLevel = 'h3', className }: FaqAccordionProps) {
  const id = useId();
  const fill = useFillBrand();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = headingLevel;
  const toggle = (faqId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(faqId)) next.delete(faqId);
      else next.add(faqId);
      return next;
    });

  return (
    <div className={cn('divide-y divide-ink-500/15 rounded-card border border-ink-500/15 bg-white', className)}>
      {faqs.map((faq) => {
        const expanded = open.has(faq.id);
        const buttonId = `${id}-${faq.id}-button`;
        const panelId = `${id}-${faq.id}-panel`;
        return (
          <div key={faq.id} id={faq.id} className="scroll-mt-28">
            <Heading className="text-base font-semibold text-ink-900 sm:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(faq.id)}
                className="flex w-full items-center justify-between gap-4 rounded-card px-4 py-4 text-left hover:bg-accent-50 sm:px-5"
              >
                <span>{fill(faq.question)}</span>
                <ChevronDownIcon
                  className={cn(
                    'shrink-0 text-accent-700 transition-transform motion-reduce:transition-none',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className="px-4 pb-5 leading-relaxed text-ink-700 sm:px-5">
              <p>
                <RichText text={faq.answer} />
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
