import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import { useFillBrand } from '../../../lib/brand';
import { FaqAccordion } from '../components/faq-accordion';
import { SearchIcon } from '../components/page-icons';
import { PageHeader } from '../components/page-header';
import { faqs as localizedFaqs, helpTopics as localizedHelpTopics, type Faq } from '../content';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

/** Lower case, accents removed, so "resume" finds "résumé". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** FAQs whose question or answer contains every word of the query (brand tokens filled first). */
export function searchFaqs(list: readonly Faq[], query: string, fill: (text: string) => string): Faq[] {
  const terms = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (!terms.length) return [...list];
  return list.filter((faq) => {
    const haystack = normaliseForSearch(`${fill(faq.question)} ${fill(faq.answer)}`);
    return terms.every((term) => haystack.includes(term));
  });
}

/** /help: search box over every FAQ, answers grouped by topic, and a way to reach a person. */
export function HelpPage() {
  const { t } = useTranslation(pageMessages);
  const fill = useFillBrand();
  const faqs = useLocalized(localizedFaqs);
  const helpTopics = useLocalized(localizedHelpTopics);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  useScrollToHash();

  const matches = searchFaqs(faqs, deferredQuery, fill);
  const matchIds = new Set(matches.map((faq) => faq.id));
  const searching = deferredQuery.trim().length > 0;
  const byId = new Map(faqs.map((faq) => [faq.id, faq]));
  const topics = helpTopics
    .map((topic) => ({
      ...topic,
      faqs: topic.faqIds.flatMap((id) => {
        const faq = byId.get(id);
        return faq && matchIds.has(id) ? [faq] : [];
      }),
    }))
    .filter((topic) => topic.faqs.length > 0);

  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader width="max-w-4xl" title={t('site.help.title')} lead={t('site.help.lead')}>
        <form role="search" onSubmit={(event) => event.preventDefault()} className="mt-4 max-w-2xl">
          <label htmlFor={searchId} className="mb-2 block font-semibold text-ink-900">
            {t('site.help.searchLabel')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-ink-500" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('site.help.searchPlaceholder')}
              autoComplete="off"
              className={cn(inputClasses, 'py-3 pl-11 text-lg')}
            />
          </div>
        </form>
        <p role="status" className="text-sm text-ink-700">
          {searching ? t('site.help.resultCount', { count: matches.length, query: deferredQuery.trim() }) : ''}
        </p>
      </PageHeader>

      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-12">
        {!searching ? (
          <nav aria-labelledby={`${searchId}-topics`}>
            <h2 id={`${searchId}-topics`} className="text-2xl font-bold text-ink-900">
              {t('site.help.browseTopics')}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {helpTopics.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={`#topic-${topic.id}`}
                    className="flex h-full flex-col gap-1 rounded-card border border-ink-500/15 bg-white p-4 hover:border-accent-600 hover:bg-accent-50"
                  >
                    <span className="font-bold text-accent-700">{fill(topic.title)}</span>
                    <span className="text-sm text-ink-700">{fill(topic.summary)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {topics.map((topic) => (
          <section key={topic.id} aria-labelledby={`topic-${topic.id}`} className="flex flex-col gap-4">
            <div>
              <h2 id={`topic-${topic.id}`} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900">
                {fill(topic.title)}
              </h2>
              <p className="mt-1 text-ink-700">{fill(topic.summary)}</p>
            </div>
            <FaqAccordion faqs={topic.faqs} />
          </section>
        ))}

        {searching && topics.length === 0 ? (
          <p className="rounded-card border border-ink-500/15 bg-white p-6 text-ink-700">
            {t('site.help.noResults', { query: deferredQuery.trim() })}
          </p>
        ) : null}

        <section aria-labelledby={`${searchId}-still`} className="rounded-card bg-accent-50 p-6 sm:p-8">
          <h2 id={`${searchId}-still`} className="text-2xl font-bold text-ink-900">
            {t('site.help.stillNeedHelp')}
          </h2>
          <p className="mt-2 text-ink-700">{t('site.help.stillNeedHelpText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/contact-us" className={buttonClasses('primary')}>
              {t('site.help.contactUs')}
            </Link>
            <Link to="/faqs" className={buttonClasses('secondary')}>
              {t('site.help.allFaqs')}
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
