import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { useFillBrand } from '../../../lib/brand';
import { setLanguage, useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { withMarkup } from '../../../lib/i18n-markup';
import { Link } from '../../../components/ui/link';
import { pageMessages } from '../../../locales/pages';
import type { ContentDocument, Section } from '../content';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { ContentSection } from './content-blocks';
import { PageHeader } from './page-header';
import { RichText } from './rich-text';
import { dateTimeFormat } from '../../../lib/intl';

/** 'YYYY-MM-DD' as a calendar date in the reader's language (no time zone shift). */
export function useFormatDate(): (iso: string) => string {
  const { language } = useTranslation(pageMessages);
  const locale = LANGUAGES[language].htmlLang;
  return (iso) => {
    const [year, month, day] = iso.split('-').map(Number);
    if (!year || !month || !day) return iso;
    return dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(year, month - 1, day));
  };
}

/** "On this page": links to every section of the document. */
export function SectionNav({ sections, className }: { sections: readonly Section[]; className?: string }) {
  const { t } = useTranslation(pageMessages);
  const fill = useFillBrand();
  const id = useId();
  return (
    <nav aria-labelledby={id} className={cn('rounded-card border border-ink-500/15 bg-white p-4', className)}>
      <h2 id={id} className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-700">
        {t('site.document.onThisPage')}
      </h2>
      <ol className="flex flex-col gap-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded px-2 py-1.5 text-accent-700 underline-offset-2 hover:bg-accent-50 hover:underline"
            >
              {fill(section.heading)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

type DocumentPageProps = {
  document: ContentDocument;
  /** Extra content after the header and before the sections (e.g. a form). */
  children?: ReactNode;
};

/**
 * Every long-form page (mission, about, services and the policies): the title as the page's H1, the date it was
 * last updated, the lead paragraph, an in-page section list, then the sections.
 */
export function DocumentPage({ document, children }: DocumentPageProps) {
  const { t, language } = useTranslation(pageMessages);
  const fill = useFillBrand();
  const formatDate = useFormatDate();
  useScrollToHash();
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader
        width="max-w-6xl"
        title={fill(document.title)}
        lead={document.intro ? <RichText text={document.intro} /> : null}
      >
        {document.lastUpdated ? (
          <p className="text-sm text-ink-700">
            {t('site.document.lastUpdated')}{' '}
            <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
          </p>
        ) : null}
        {/* A policy read in another language: the English text is the one that applies (issue 30). */}
        {document.lastUpdated && language !== 'en' ? (
          <p className="text-sm text-ink-700">
            {withMarkup(t('site.document.translationNote'), {
              english: (
                <Link
                  to={`/${document.slug}`}
                  language="en"
                  onClick={() => void setLanguage('en')}
                  lang="en-AU"
                  hrefLang="en-AU"
                  className="font-semibold text-accent-700 underline underline-offset-2"
                />
              ),
            })}
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <SectionNav sections={document.sections} className="self-start lg:sticky lg:top-24" />
        <div className="flex max-w-3xl flex-col gap-10 leading-relaxed text-ink-700">
          {children}
          {document.sections.map((section) => (
            <ContentSection key={section.id} section={section} headingId={section.id} />
          ))}
        </div>
      </div>
    </main>
  );
}
