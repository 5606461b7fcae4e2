import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/hooks';

/**
 * Changes the session, then goes to `to`, whatever the route guards do in between.
 *
 * Signing in on a guest-only page (or signing out on a members' page) makes its guard redirect to /login. The
 * session change is therefore rendered first, synchronously (the guard's redirect starts inside that render),
 * and our navigation is started after it: the router keeps the latest navigation, so the member lands on `to`.
 */
export function useSessionTransition() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (action: UnknownAction, to: string) => {
      flushSync(() => {
        dispatch(action);
      });
      void navigate(to, { replace: true });
    },
    [dispatch, navigate],
  );
}
