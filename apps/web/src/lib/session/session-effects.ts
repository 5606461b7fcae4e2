import type { Middleware } from '@reduxjs/toolkit';
import { COOKIE } from '@app/shared/constants';
import { clearLocalStorage, clearMemberDrafts, removeCookie, writeCookie } from './browser-storage';
import { sessionActions, type SessionSliceState } from './session-slice';

/**
 * Side effects of session transitions, kept out of the reducer (they run after it):
 * - a new access token is written to the `access_token` cookie;
 * - the activation token is saved in the `activationToken` cookie;
 * - logout removes the access and refresh cookies, empties local storage and removes the member's form drafts.
 */
export const sessionEffects: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionActions.setUser.match(action) || sessionActions.setCredentials.match(action)) {
    const token = (store.getState() as SessionSliceState).user.accessToken;
    if (token) writeCookie(COOKIE.accessToken, token);
  } else if (sessionActions.setActivationToken.match(action)) {
    if (action.payload) writeCookie(COOKIE.activationToken, action.payload);
    else removeCookie(COOKIE.activationToken);
  } else if (sessionActions.logout.match(action)) {
    removeCookie(COOKIE.accessToken);
    removeCookie(COOKIE.refreshToken);
    removeCookie(COOKIE.activationToken);
    removeCookie(COOKIE.token);
    clearLocalStorage();
    clearMemberDrafts();
  }
  return result;
};
