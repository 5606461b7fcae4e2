import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { StaffMeResponse } from '@app/shared/console';
import { useTranslation } from '../../../lib/i18n';
import { useBrand } from '../../../lib/brand';
import { consoleMessages } from '../../../locales/console';
import { NavLink } from '../../../components/ui/link';
import { cn } from '../../../components/ui/cn';

type Section = { to: string; label: string; end?: boolean; adminOnly?: boolean };

/**
 * The console's frame: its own bar (not the public site's), the sections as a navigation list (a row that scrolls
 * on a tablet, a column beside the page at 1280 px), and the page. Admin-only sections are listed for admins only;
 * the server refuses them to moderators whatever the web shows.
 */
export function ConsoleLayout({ staff, signOut }: { staff: StaffMeResponse['staff']; signOut: ReactNode }) {
  const { t } = useTranslation(consoleMessages);
  const brand = useBrand();
  const sections: Section[] = [
    { to: '/admin', label: t('console.nav.queue'), end: true },
    { to: '/admin/photos', label: t('console.nav.photos') },
    { to: '/admin/members', label: t('console.nav.members') },
    { to: '/admin/contacts', label: t('console.nav.contacts') },
    { to: '/admin/statistics', label: t('console.nav.statistics') },
    { to: '/admin/plans', label: t('console.nav.plans'), adminOnly: true },
    { to: '/admin/money', label: t('console.nav.money'), adminOnly: true },
    { to: '/admin/audit', label: t('console.nav.audit') },
  ].filter((section) => !section.adminOnly || staff.role === 'admin');

  return (
    <div className="flex min-h-screen flex-col bg-ink-500/5">
      <header className="border-b border-ink-500/15 bg-surface">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-display text-lg text-ink-900">
            {brand.siteName} · <span className="font-semibold">{t('console.title')}</span>
          </p>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
            <span>{t('console.signedInAs', { email: staff.email, role: t(`console.roles.${staff.role}`) })}</span>
            {signOut}
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col gap-4 px-4 py-4 xl:flex-row">
        <nav aria-label={t('console.nav.label')} className="xl:w-52 xl:shrink-0">
          <ul className="flex gap-1 overflow-x-auto xl:flex-col">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  {...(section.end ? { end: true } : {})}
                  className={({ isActive }) =>
                    cn(
                      'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
                      isActive ? 'bg-accent-100 text-accent-700' : 'text-ink-700 hover:bg-accent-50',
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
