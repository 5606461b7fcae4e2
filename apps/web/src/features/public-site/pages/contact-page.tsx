import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { pageMessages } from '../../../locales/pages';
import { useBrand, useFillBrand } from '../../../lib/brand';
import { ContentSection } from '../components/content-blocks';
import { MailIcon, PhoneIcon, PinIcon } from '../components/page-icons';
import { PageHeader } from '../components/page-header';
import { RichText, inlineLinkClass } from '../components/rich-text';
import { contactDocument as localizedDocument } from '../content';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

/** "+61 3 9000 0000" → "+61390000000" for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(.*?\)/g, '').replace(/[^\d+]/g, '')}`;
}

/**
 * SLOT: the contact form. Features do not import each other, so the app layer renders the contact feature's
 * `<ContactForm />` and passes it in as `form`. Without it, the page still offers e-mail and phone.
 */
function ContactFormSlot({ form }: { form?: ReactNode }) {
  const { t } = useTranslation(pageMessages);
  const brand = useBrand();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-card border border-ink-500/15 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={id} className="text-2xl font-bold text-ink-900">
        {t('site.contact.formHeading')}
      </h2>
      {form ?? (
        <p className="text-ink-700">
          {t('site.contact.formUnavailable')}{' '}
          <a href={`mailto:${brand.supportEmail}`} className={inlineLinkClass}>
            {brand.supportEmail}
          </a>
        </p>
      )}
    </section>
  );
}

function DetailItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      {icon}
      <p className="flex flex-col">
        <span className="font-semibold text-ink-900">{label}</span>
        {children}
      </p>
    </li>
  );
}

type ContactPageProps = {
  /** The contact form, composed by the app layer (see ContactFormSlot). */
  form?: ReactNode;
};

/** /contact-us: the form, our e-mail, phone and address, and the guidance from the contact document. */
export function ContactPage({ form }: ContactPageProps) {
  const { t } = useTranslation(pageMessages);
  const contactDocument = useLocalized(localizedDocument);
  const brand = useBrand();
  const fill = useFillBrand();
  const detailsId = useId();
  useScrollToHash();
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader
        width="max-w-6xl"
        title={fill(contactDocument.title)}
        lead={contactDocument.intro ? <RichText text={contactDocument.intro} /> : null}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactFormSlot form={form} />
        <aside
          aria-labelledby={detailsId}
          className="flex flex-col gap-4 self-start rounded-card bg-accent-50 p-5 sm:p-8"
        >
          <h2 id={detailsId} className="text-2xl font-bold text-ink-900">
            {t('site.contact.detailsHeading')}
          </h2>
          <ul className="flex flex-col gap-5">
            <DetailItem icon={<MailIcon className="mt-1 shrink-0 text-accent-700" />} label={t('site.contact.email')}>
              <a href={`mailto:${brand.supportEmail}`} className={inlineLinkClass}>
                {brand.supportEmail}
              </a>
            </DetailItem>
            <DetailItem icon={<PhoneIcon className="mt-1 shrink-0 text-accent-700" />} label={t('site.contact.phone')}>
              <a href={telHref(brand.supportPhone)} className={inlineLinkClass}>
                {brand.supportPhone}
              </a>
            </DetailItem>
            <DetailItem icon={<PinIcon className="mt-1 shrink-0 text-accent-700" />} label={t('site.contact.address')}>
              <span className="text-ink-700">
                {brand.companyName}
                <br />
                {brand.address}
              </span>
            </DetailItem>
          </ul>
          <p className="text-sm text-ink-700">{t('site.contact.replyTime')}</p>
        </aside>
      </div>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 pb-16 leading-relaxed text-ink-700">
        {contactDocument.sections.map((section) => (
          <ContentSection key={section.id} section={section} headingId={section.id} />
        ))}
      </div>
    </main>
  );
}
