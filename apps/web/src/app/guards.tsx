import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../lib/hooks';
import { selectAccessToken, selectHasAnyToken } from '../lib/session/session-slice';

/** Spec §2 guest-only group: a holder of an access token is sent to /login. */
export function GuestOnly() {
  const accessToken = useAppSelector(selectAccessToken);
  return accessToken ? <Navigate to="/login" replace /> : <Outlet />;
}

/** Spec §2 authenticated-only group: without an access token the visitor is sent to /login. */
export function AuthOnly() {
  const accessToken = useAppSelector(selectAccessToken);
  return accessToken ? <Outlet /> : <Navigate to="/login" replace />;
}

/** `/`: the dashboard when an access or refresh token exists, otherwise the home page. */
export function HomeOrDashboard({ home }: { home: ReactNode }) {
  const hasToken = useAppSelector(selectHasAnyToken);
  return hasToken ? <Navigate to="/user-dashboard" replace /> : home;
}
