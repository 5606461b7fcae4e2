import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../lib/hooks';
import { selectAccessToken, selectHasAnyToken, selectSession } from '../lib/session/session-slice';
import { CONSOLE_PATH, isStaffRole } from '@app/shared/console/roles';

/** The guest-only routes: a holder of an access token is sent to /login. */
export function GuestOnly() {
  const accessToken = useAppSelector(selectAccessToken);
  return accessToken ? <Navigate to="/login" replace /> : <Outlet />;
}

/**
 * The authenticated-only routes: without an access token the visitor is sent to /login. The member area is for
 * members: a staff account (which has no member profile) is sent to the console.
 */
export function AuthOnly() {
  const accessToken = useAppSelector(selectAccessToken);
  const staff = isStaffRole(useAppSelector(selectSession).user?.role);
  if (!accessToken) return <Navigate to="/login" replace />;
  return staff ? <Navigate to={CONSOLE_PATH} replace /> : <Outlet />;
}

/**
 * `/`: the dashboard when an access or refresh token exists, otherwise the home page. Staff accounts have no
 * member dashboard: theirs is the console.
 */
export function HomeOrDashboard({ home }: { home: ReactNode }) {
  const hasToken = useAppSelector(selectHasAnyToken);
  const staff = isStaffRole(useAppSelector(selectSession).user?.role);
  if (!hasToken) return home;
  return <Navigate to={staff ? CONSOLE_PATH : '/user-dashboard'} replace />;
}
