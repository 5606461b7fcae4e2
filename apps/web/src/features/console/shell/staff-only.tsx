import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaffRole, type StaffMeResponse } from '@app/shared/console';
import { useTranslation } from '../../../lib/i18n';
import { useAppSelector } from '../../../lib/hooks';
import { selectAccessToken, selectSession } from '../../../lib/session/session-slice';
import { consoleMessages } from '../../../locales/console';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffMeQuery } from './console-api';

/**
 * The console is for staff signed in with their second factor. Without a session: the sign-in page. A member (or
 * anyone the server does not confirm as staff): the site's not-found page, as the server answers 404 too.
 */
export function StaffOnly({
  notFound,
  children,
}: {
  notFound: ReactNode;
  children: (staff: StaffMeResponse['staff']) => ReactNode;
}) {
  const { t } = useTranslation(consoleMessages);
  const location = useLocation();
  const accessToken = useAppSelector(selectAccessToken);
  const role = useAppSelector(selectSession).user?.role;
  const staffSession = Boolean(accessToken) && isStaffRole(role);
  const me = useStaffMeQuery(undefined, { skip: !staffSession });

  if (!accessToken) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!staffSession) return <>{notFound}</>;
  if (me.isLoading || (me.isFetching && !me.data)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('console.checking')} />
      </div>
    );
  }
  if (!me.data) return <>{notFound}</>;
  return <>{children(me.data.staff)}</>;
}
