import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { useFillBrand } from '../../../lib/brand';
import { parseRichText } from '../lib/rich-text';

export const inlineLinkClass = 'font-semibold text-accent-700 underline underline-offset-2 hover:no-underline';

/** A content string with brand tokens filled and its page, e-mail and web references turned into links. */
export function RichText({ text }: { text: string }) {
  const { t } = useTranslation(pageMessages);
  const fill = useFillBrand();
  return (
    <>
      {parseRichText(fill(text)).map((segment, index) => {
        switch (segment.kind) {
          case 'text':
            return <Fragment key={index}>{segment.text}</Fragment>;
          case 'page':
            return (
              <Link key={index} to={segment.to} className={inlineLinkClass}>
                {segment.label}
              </Link>
            );
          case 'email':
            return (
              <a key={index} href={`mailto:${segment.address}`} className={inlineLinkClass}>
                {segment.address}
              </a>
            );
          case 'web':
            return (
              <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer" className={inlineLinkClass}>
                {segment.label}
                <span className="sr-only"> {t('site.common.opensInNewTab')}</span>
              </a>
            );
        }
      })}
    </>
  );
}
