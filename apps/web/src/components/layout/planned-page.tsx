import { useTranslation } from '../../lib/i18n';
import { pageMessages } from '../../locales/pages';
import { Link } from '../ui/link';
import { buttonClasses } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

type PlannedPageProps = { pageKey: string; signedIn?: boolean };

/** An honest placeholder for a page a later release builds: it says so, shows no fake data, and offers a way on. */
export function PlannedPage({ pageKey, signedIn = false }: PlannedPageProps) {
  const { t } = useTranslation(pageMessages);
  const page = t(`pages.${pageKey}` as 'pages.home');
  return (
    <main id="main" className="px-4 py-16">
      <EmptyState
        icon="🛠️"
        headingLevel="h1"
        title={t('planned.title')}
        body={t('planned.body', { page })}
        action={
          <Link to={signedIn ? '/user-dashboard' : '/'} className={buttonClasses('secondary')}>
            {signedIn ? t('planned.backToDashboard') : t('planned.backHome')}
          </Link>
        }
      />
    </main>
  );
}
