import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useBrand } from '../../../lib/brand';

export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-display font-bold">{brand.siteName}</h1>
      <Link to="/questions" className={buttonClasses('primary', 'lg')}>
        {t('common.continue')}
      </Link>
    </main>
  );
}
