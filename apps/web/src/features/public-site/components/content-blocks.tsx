import { useFillBrand } from '../../../lib/brand';
import type { Block, Section } from '../content';
import { RichText } from './rich-text';

/** One block of a content document: a paragraph, a list or a highlighted note. */
export function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={block.ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6'}>
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'note':
      return (
        <div
          role="note"
          className="rounded-xl border-l-4 border-accent-600 bg-accent-50 px-4 py-3 font-medium text-ink-900"
        >
          <RichText text={block.text} />
        </div>
      );
  }
}

type ContentSectionProps = {
  section: Section;
  /** The element id of the section heading (unique on the page). */
  headingId: string;
  headingLevel?: 'h2' | 'h3';
};

/** A titled section of a document, addressable as #headingId. */
export function ContentSection({ section, headingId, headingLevel = 'h2' }: ContentSectionProps) {
  const Heading = headingLevel;
  const fill = useFillBrand();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading
        id={headingId}
        tabIndex={-1}
        className={
          headingLevel === 'h2'
            ? 'scroll-mt-28 text-2xl font-bold text-ink-900'
            : 'scroll-mt-28 text-xl font-bold text-ink-900'
        }
      >
        {fill(section.heading)}
      </Heading>
      {section.blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </section>
  );
}
