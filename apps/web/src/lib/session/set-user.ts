import { COOKIE } from '@app/shared/constants';
import { readCookie } from './browser-storage';
import { sessionActions, type SetUserPayload } from './session-slice';

/** setUser with its fallback: tokens missing from the payload are taken from the cookies. */
export function setUser(payload: Omit<SetUserPayload, 'cookieAccessToken' | 'cookieRefreshToken'>) {
  return sessionActions.setUser({
    ...payload,
    cookieAccessToken: readCookie(COOKIE.accessToken),
    cookieRefreshToken: readCookie(COOKIE.refreshToken),
  });
}
