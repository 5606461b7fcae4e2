import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { useFillBrand } from '../../../lib/brand';
import { FaqAccordion } from '../components/faq-accordion';
import { PageHeader } from '../components/page-header';
import { faqs as localizedFaqs, helpTopics as localizedHelpTopics } from '../content';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

/** /faqs: every question, in the same accordion as the help centre, grouped by topic. */
export function FaqsPage() {
  const { t } = useTranslation(pageMessages);
  const fill = useFillBrand();
  const faqs = useLocalized(localizedFaqs);
  const helpTopics = useLocalized(localizedHelpTopics);
  useScrollToHash();
  const listed = new Set(helpTopics.flatMap((topic) => topic.faqIds));
  const unlisted = faqs.filter((faq) => !listed.has(faq.id));
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader width="max-w-4xl" title={t('site.faqs.title')} lead={t('site.faqs.lead')}>
        <p>
          <Link to="/help" className="font-semibold text-accent-700 underline underline-offset-2">
            {t('site.faqs.searchInstead')}
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-12">
        {helpTopics.map((topic) => (
          <section key={topic.id} aria-labelledby={`faqs-${topic.id}`} className="flex flex-col gap-4">
            <h2 id={`faqs-${topic.id}`} className="text-2xl font-bold text-ink-900">
              {fill(topic.title)}
            </h2>
            <FaqAccordion faqs={topic.faqIds.flatMap((id) => faqs.filter((faq) => faq.id === id))} />
          </section>
        ))}
        {unlisted.length ? (
          <section aria-labelledby="faqs-more" className="flex flex-col gap-4">
            <h2 id="faqs-more" className="text-2xl font-bold text-ink-900">
              {t('site.faqs.more')}
            </h2>
            <FaqAccordion faqs={unlisted} />
          </section>
        ) : null}
        <p className="flex flex-wrap items-center gap-3 text-ink-700">
          {t('site.help.stillNeedHelpText')}
          <Link to="/contact-us" className={buttonClasses('secondary', 'sm')}>
            {t('site.help.contactUs')}
          </Link>
        </p>
      </div>
    </main>
  );
}
