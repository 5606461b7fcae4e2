import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { pageMessages } from '../../../locales/pages';
import { useFillBrand } from '../../../lib/brand';
import { ContentSection } from '../components/content-blocks';
import { PageHeader } from '../components/page-header';
import { articles as localizedArticles } from '../content';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

/**
 * /advice: a card per article, each linking to the full article further down the page (addressable as #slug, so
 * an article can be shared without a route of its own).
 */
export function AdvicePage() {
  const { t } = useTranslation(pageMessages);
  const fill = useFillBrand();
  const articles = useLocalized(localizedArticles);
  useScrollToHash();
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader width="max-w-6xl" title={t('site.advice.title')} lead={t('site.advice.lead')} />

      <section aria-labelledby="all-articles" className="px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="all-articles" tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900">
            {t('site.advice.allArticles')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li
                key={article.slug}
                className="relative flex flex-col gap-3 rounded-card border border-ink-500/15 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
              >
                <h3 className="text-lg font-bold text-ink-900">
                  <a
                    href={`#${article.slug}`}
                    className="rounded underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    {fill(article.title)}
                  </a>
                </h3>
                <p className="text-ink-700">{fill(article.summary)}</p>
                <p className="mt-auto flex items-center justify-between gap-2 text-sm font-semibold">
                  <span className="text-ink-500">
                    {t('site.advice.readingTime', { count: article.readingMinutes })}
                  </span>
                  <span aria-hidden="true" className="text-accent-700">
                    {t('site.advice.readArticle')} →
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="border-t border-ink-500/15 bg-accent-50/40 px-4 py-12">
        <div className="mx-auto flex max-w-3xl flex-col gap-16">
          {articles.map((article) => (
            <article
              key={article.slug}
              aria-labelledby={article.slug}
              className="flex flex-col gap-8 rounded-card bg-white p-6 leading-relaxed text-ink-700 shadow-sm sm:p-10"
            >
              <header className="flex flex-col gap-3">
                <h2 id={article.slug} tabIndex={-1} className="scroll-mt-28 text-3xl font-bold text-ink-900">
                  {fill(article.title)}
                </h2>
                <p className="text-sm font-semibold text-ink-500">
                  {t('site.advice.readingTime', { count: article.readingMinutes })}
                </p>
                <p className="text-lg text-ink-700">{fill(article.summary)}</p>
              </header>
              {article.sections.map((section) => (
                <ContentSection
                  key={section.id}
                  section={section}
                  headingId={`${article.slug}--${section.id}`}
                  headingLevel="h3"
                />
              ))}
              <p>
                <a href="#all-articles" className="font-semibold text-accent-700 underline underline-offset-2">
                  {t('site.advice.backToArticles')}
                </a>
              </p>
            </article>
          ))}
        </div>
      </div>
    </main>
  );
}
