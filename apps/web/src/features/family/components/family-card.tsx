import { useId } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { familyMessages } from '../../../locales/family';

/**
 * "Family" in My Details: what family help is, and the way to the Family page. It asks the server nothing, so My
 * Details costs no extra request for it (and carries no schema).
 */
export function FamilyCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation(familyMessages);
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id={titleId} className="text-xl font-bold text-ink-900">
        {t('family.card.title')}
      </Heading>
      <p className="text-ink-700">{t('family.card.body')}</p>
      <Link to="/family" className={`${buttonClasses('secondary')} self-stretch sm:self-start`}>
        {t('family.card.action')}
      </Link>
    </section>
  );
}
