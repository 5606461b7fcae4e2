import { useAppSelector } from '../../../lib/hooks';
import { useGetMeQuery } from '../../../lib/session/me-api';

/**
 * When the session has its tokens but not the member (the page was reloaded before the stored session had been
 * written, moments after signing in), asks the server who is signed in, so the completion flags and the greeting
 * are right again. Renders nothing.
 */
export function RestoreUser() {
  const missing = useAppSelector((state) => state.user.user === null && Boolean(state.user.accessToken));
  useGetMeQuery(undefined, { skip: !missing });
  return null;
}
