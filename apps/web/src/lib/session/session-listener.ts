import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { COOKIE } from '@app/shared/constants';
import { clearLocalStorage, removeCookie, writeCookie } from './browser-storage';
import { sessionActions, type SessionSliceState } from './session-slice';

/**
 * Side effects of session transitions, kept out of the reducer:
 * - a new access token is written to the `access_token` cookie;
 * - the activation token is saved in the `activationToken` cookie;
 * - logout removes the access and refresh cookies and empties local storage.
 */
export const sessionListener = createListenerMiddleware();

sessionListener.startListening({
  matcher: isAnyOf(sessionActions.setUser, sessionActions.setCredentials),
  effect: (_action, api) => {
    const token = (api.getState() as SessionSliceState).user.accessToken;
    if (token) writeCookie(COOKIE.accessToken, token);
  },
});

sessionListener.startListening({
  actionCreator: sessionActions.setActivationToken,
  effect: (action) => {
    if (action.payload) writeCookie(COOKIE.activationToken, action.payload);
    else removeCookie(COOKIE.activationToken);
  },
});

sessionListener.startListening({
  actionCreator: sessionActions.logout,
  effect: () => {
    removeCookie(COOKIE.accessToken);
    removeCookie(COOKIE.refreshToken);
    removeCookie(COOKIE.activationToken);
    removeCookie(COOKIE.token);
    clearLocalStorage();
  },
});
