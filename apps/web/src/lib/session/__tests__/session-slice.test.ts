import { describe, expect, it } from 'vitest';
import { COOKIE, COMPLETION_FLAGS, PERSIST, STORAGE_KEY } from '@app/shared';
import { createStore, whenRehydrated } from '../../store';
import { readCookie, writeCookie, writeStorage } from '../browser-storage';
import { setUser } from '../set-user';
import {
  createInitialSessionState,
  sessionActions,
  sessionReducer,
  updateEducationDetails,
  updateFamilyDetail,
  updateLocationDetail,
  updatePersonalDetails,
  updateReligiousBackgroundDetails,
} from '../session-slice';

const visitor = createInitialSessionState({
  accessToken: null,
  refreshToken: null,
  activationToken: null,
  token: null,
});
const member = { userId: 'u-1', uid: 'uid-1', email: 'asha@example.com', usertype: 'Standard' as const };

describe('session state', () => {
  it('starts loading, with tokens read from the four start-up cookies', () => {
    const state = createInitialSessionState({
      accessToken: 'a',
      refreshToken: 'r',
      activationToken: 'act',
      token: 't',
    });
    expect(state).toMatchObject({
      loading: true,
      accessToken: 'a',
      refreshToken: 'r',
      activationToken: 'act',
      token: 't',
    });
    for (const flag of COMPLETION_FLAGS) expect(state[flag]).toBe(false);
    expect(state).toHaveProperty('myDetails', null);
    expect(state).toHaveProperty('notificationData', null);
    expect(state).toHaveProperty('reauthenticatePassword', null);
  });

  it('setUser ends loading and stores both tokens from the payload', () => {
    const state = sessionReducer(
      visitor,
      sessionActions.setUser({ user: member, accessToken: 'A', refreshToken: 'R' }),
    );
    expect(state).toMatchObject({ loading: false, user: member, accessToken: 'A', refreshToken: 'R' });
  });

  it('setUser keeps whom the session acts for when a save answers the same profile without saying it (ADR 017)', () => {
    const actingAs = {
      accountId: 'mother-1',
      name: 'Sunita',
      relation: 'mother' as const,
      rights: ['browse' as const, 'edit' as const],
      profileName: 'Anjali',
      madeProfile: true,
    };
    const acting = sessionReducer(
      visitor,
      sessionActions.setUser({ user: { ...member, actingAs, awaitingConfirmation: true } }),
    );
    // An onboarding step's answer: the profile's user, with no word on who acts.
    const saved = sessionReducer(acting, sessionActions.setUser({ user: { ...member, isPersonalFormFilled: true } }));
    expect(saved.user).toMatchObject({ actingAs, awaitingConfirmation: true, isPersonalFormFilled: true });
    // user/me says it outright, and is followed; another profile starts afresh.
    const confirmed = sessionReducer(
      saved,
      sessionActions.setUser({ user: { ...member, actingAs, awaitingConfirmation: false } }),
    );
    expect(confirmed.user?.awaitingConfirmation).toBe(false);
    const own = sessionReducer(saved, sessionActions.setUser({ user: { ...member, userId: 'mother-1' } }));
    expect(own.user?.actingAs).toBeUndefined();
  });

  it('setUser falls back to the cookies when the payload has no tokens', () => {
    writeCookie(COOKIE.accessToken, 'cookie-access');
    writeCookie(COOKIE.refreshToken, 'cookie-marker');
    const state = sessionReducer(visitor, setUser({ user: member }));
    expect(state.accessToken).toBe('cookie-access');
    expect(state.refreshToken).toBe('cookie-marker');
  });

  it.each(COMPLETION_FLAGS.map((flag) => [flag]))('%s is true when either the user or the payload says so', (flag) => {
    const fromUser = sessionReducer(visitor, sessionActions.setUser({ user: { ...member, [flag]: true } }));
    const fromPayload = sessionReducer(visitor, sessionActions.setUser({ user: member, [flag]: true }));
    const neither = sessionReducer(
      visitor,
      sessionActions.setUser({ user: { ...member, [flag]: false }, [flag]: false }),
    );
    expect(fromUser[flag]).toBe(true);
    expect(fromPayload[flag]).toBe(true);
    expect(neither[flag]).toBe(false);
  });

  it('a refreshed credential replaces the access token (string or object payload)', () => {
    const signedIn = sessionReducer(
      visitor,
      sessionActions.setUser({ user: member, accessToken: 'A', refreshToken: 'R' }),
    );
    expect(sessionReducer(signedIn, sessionActions.setCredentials('B')).accessToken).toBe('B');
    const next = sessionReducer(signedIn, sessionActions.setCredentials({ accessToken: 'C', refreshToken: 'R2' }));
    expect(next).toMatchObject({ accessToken: 'C', refreshToken: 'R2' });
  });

  it('section updates replace the matching part of myDetails only when myDetails is loaded', () => {
    const updates = [
      [updateFamilyDetail, 'family_details'],
      [updatePersonalDetails, 'personal_background'],
      [updateReligiousBackgroundDetails, 'religious_background'],
      [updateLocationDetail, 'location_background'],
      [updateEducationDetails, 'education_and_financial'],
    ] as const;
    for (const [update, section] of updates) {
      const notLoaded = sessionReducer(visitor, update({ a: 1 }));
      expect(notLoaded.myDetails).toBeNull();
      const loaded = sessionReducer(visitor, sessionActions.setMyDetails({ [section]: { a: 0, b: 2 }, other: 'kept' }));
      const updated = sessionReducer(loaded, update({ a: 1 }));
      expect(updated.myDetails?.[section]).toEqual({ a: 1 });
      expect(updated.myDetails?.other).toBe('kept');
    }
  });

  it('logout clears the member and both tokens', () => {
    const signedIn = sessionReducer(
      visitor,
      sessionActions.setUser({ user: { ...member, isPersonalFormFilled: true }, accessToken: 'A', refreshToken: 'R' }),
    );
    const state = sessionReducer(signedIn, sessionActions.logout());
    expect(state).toMatchObject({ user: null, accessToken: null, refreshToken: null, isPersonalFormFilled: false });
  });
});

describe('session side effects through the store', () => {
  it('logout removes the access and refresh cookies and empties local storage (keeping visitor preferences)', () => {
    const { store } = createStore({
      cookies: { accessToken: 'A', refreshToken: 'R', activationToken: null, token: null },
    });
    writeCookie(COOKIE.accessToken, 'A');
    writeCookie(COOKIE.refreshToken, 'R');
    writeStorage('uid', 'uid-1');
    writeStorage(STORAGE_KEY.fcmToken, 'push-token');
    writeStorage(STORAGE_KEY.cookieConsent, 'necessary');
    store.dispatch(sessionActions.logout());
    expect(readCookie(COOKIE.accessToken)).toBeNull();
    expect(readCookie(COOKIE.refreshToken)).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.fcmToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.cookieConsent)).toBe('necessary');
  });

  it('setUser and setCredentials write the access token cookie; the activation token is saved in a cookie', () => {
    const { store } = createStore({
      cookies: { accessToken: null, refreshToken: null, activationToken: null, token: null },
    });
    store.dispatch(sessionActions.setUser({ user: member, accessToken: 'A1' }));
    expect(readCookie(COOKIE.accessToken)).toBe('A1');
    store.dispatch(sessionActions.setCredentials('A2'));
    expect(readCookie(COOKIE.accessToken)).toBe('A2');
    store.dispatch(sessionActions.setActivationToken('act-1'));
    expect(readCookie(COOKIE.activationToken)).toBe('act-1');
  });

  it('persists the listed fields under the key `user` and clears storage at start-up without tokens', async () => {
    const { store, persistor } = createStore({
      cookies: { accessToken: 'A', refreshToken: 'R', activationToken: null, token: null },
    });
    await whenRehydrated(persistor);
    store.dispatch(
      sessionActions.setUser({ user: { ...member, isImageFormFilled: true }, accessToken: 'A', refreshToken: 'R' }),
    );
    store.dispatch(sessionActions.setMyDetails({ family_details: { father: 'x' } }));
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem(`persist:${PERSIST.key}`) ?? '{}') as Record<string, string>;
    expect(
      Object.keys(stored)
        .filter((key) => key !== '_persist')
        .sort(),
    ).toEqual(['accessToken', 'refreshToken', 'user', ...COMPLETION_FLAGS].sort());
    expect(JSON.parse(stored.isImageFormFilled ?? 'null')).toBe(true);

    // A new start with neither token (no cookies, none stored): storage is cleared and the member is signed out.
    localStorage.setItem(
      `persist:${PERSIST.key}`,
      JSON.stringify({ ...stored, accessToken: 'null', refreshToken: 'null' }),
    );
    writeStorage('uid', 'stale');
    const second = createStore({
      cookies: { accessToken: null, refreshToken: null, activationToken: null, token: null },
    });
    await whenRehydrated(second.persistor);
    expect(second.store.getState().user.user).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
  });
});
