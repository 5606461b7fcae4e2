import { Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import { consoleMessages } from '../../locales/console';
import { useDocumentTitle } from '../../components/layout/page-title';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { Spinner } from '../../components/ui/spinner';
import { ConsoleLayout } from './shell/console-layout';
import { StaffOnly } from './shell/staff-only';
import { StaffSetupPage } from './setup/staff-setup-page';

// Each section loads when opened (the statistics charts are the heaviest); the console itself is one lazy chunk
// that member pages never download (ADR 006).
const sections = {
  queue: lazyPage(() => import('./queue/queue-page'), 'QueuePage'),
  queueItem: lazyPage(() => import('./queue/queue-item-page'), 'QueueItemPage'),
  photos: lazyPage(() => import('./photos/photo-review-page'), 'PhotoReviewPage'),
  members: lazyPage(() => import('./members/members-page'), 'MembersPage'),
  member: lazyPage(() => import('./members/member-detail-page'), 'MemberDetailPage'),
  contacts: lazyPage(() => import('./members/contact-messages-page'), 'ContactMessagesPage'),
  statistics: lazyPage(() => import('./statistics/statistics-page'), 'StatisticsPage'),
  plans: lazyPage(() => import('./money/plans-admin-page'), 'PlansAdminPage'),
  money: lazyPage(() => import('./money/money-page'), 'MoneyPage'),
  audit: lazyPage(() => import('./audit/audit-log-page'), 'AuditLogPage'),
};

function ConsoleNotFound() {
  const { t } = useTranslation(consoleMessages);
  useDocumentTitle(t('console.notFound.title'));
  return (
    <EmptyState
      headingLevel="h1"
      title={t('console.notFound.title')}
      body={t('console.notFound.body')}
      action={
        <Link to="/admin" className={buttonClasses('secondary')}>
          {t('console.notFound.back')}
        </Link>
      }
    />
  );
}

const page = (Page: (typeof sections)[keyof typeof sections]) => (
  <Suspense
    fallback={
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    }
  >
    <Page />
  </Suspense>
);

/**
 * The operations console under /admin (issue 15): the set-up link's page for new staff, and behind the staff gate
 * the sections. `notFound` is the site's own not-found page (shown to anyone who is not staff, as the server
 * answers them 404); `signOut` is the auth feature's button (the app layer composes them).
 */
export function ConsoleApp({ notFound, signOut }: { notFound: ReactNode; signOut: ReactNode }) {
  const routes: RouteObject[] = [
    { path: 'setup', element: <StaffSetupPage /> },
    {
      element: (
        <StaffOnly notFound={notFound}>{(staff) => <ConsoleLayout staff={staff} signOut={signOut} />}</StaffOnly>
      ),
      children: [
        { index: true, element: page(sections.queue) },
        { path: 'queue/:kind/:id', element: page(sections.queueItem) },
        { path: 'photos', element: page(sections.photos) },
        { path: 'members', element: page(sections.members) },
        { path: 'members/:userId', element: page(sections.member) },
        { path: 'contacts', element: page(sections.contacts) },
        { path: 'statistics', element: page(sections.statistics) },
        { path: 'plans', element: page(sections.plans) },
        { path: 'money', element: page(sections.money) },
        { path: 'audit', element: page(sections.audit) },
        { path: '*', element: <ConsoleNotFound /> },
      ],
    },
  ];
  return useRoutes(routes);
}
