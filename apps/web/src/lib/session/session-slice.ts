import {
  createAction,
  createSelector,
  type PayloadAction,
  type PayloadActionCreator,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { UserType } from '@app/shared/constants';
import type { ActingAs } from '@app/shared/family';
import { COMPLETION_FLAGS, type CompletionFlag } from '@app/shared/routes';

/** The member as the session knows them: safe fields only (never a hash or a code). */
export type SessionUser = {
  userId: string;
  uid?: string;
  email?: string;
  usertype?: UserType | string;
  role?: string;
  /** A family manager acting for this profile (ADR 017): who acts, from `GET user/me`; null or absent otherwise. */
  actingAs?: ActingAs | null;
  /** The profile was made by a relative and its candidate has not confirmed it: nobody sees it yet. */
  awaitingConfirmation?: boolean;
} & Partial<Record<CompletionFlag, boolean>>;

export const MY_DETAILS_SECTIONS = [
  'family_details',
  'personal_background',
  'religious_background',
  'location_background',
  'education_and_financial',
  // Also edited one at a time in My Details: the basic card, the interests, the visibility switches and the phone.
  'basic_and_lifestyle',
  'interest_and_hobbies',
  'toggleStatus',
  'contactNumber',
] as const;
export type MyDetailsSection = (typeof MY_DETAILS_SECTIONS)[number];
/** One part of myDetails: an object for most, the interests list, or the phone number. */
export type MyDetailsPart = Record<string, unknown> | unknown[] | string | null;
export type MyDetails = Partial<Record<MyDetailsSection, MyDetailsPart>> & Record<string, unknown>;

export type NotificationData = { userId?: string; profileImage?: string | null; name?: string; fcmToken?: string };

export type SessionState = {
  loading: boolean;
  user: SessionUser | null;
  notificationData: NotificationData | null;
  accessToken: string | null;
  refreshToken: string | null;
  activationToken: string | null;
  token: string | null;
  myDetails: MyDetails | null;
  /** Held only in memory for the moment a confirmation needs it; never persisted. */
  reauthenticatePassword: string | null;
} & Record<CompletionFlag, boolean>;

const noFlags = Object.fromEntries(COMPLETION_FLAGS.map((flag) => [flag, false])) as Record<CompletionFlag, boolean>;

export function createInitialSessionState(cookies: {
  accessToken: string | null;
  refreshToken: string | null;
  activationToken: string | null;
  token: string | null;
}): SessionState {
  return {
    loading: true,
    user: null,
    notificationData: null,
    accessToken: cookies.accessToken,
    refreshToken: cookies.refreshToken,
    activationToken: cookies.activationToken,
    token: cookies.token,
    myDetails: null,
    reauthenticatePassword: null,
    ...noFlags,
  };
}

export type SetUserPayload = {
  user: SessionUser;
  accessToken?: string | null;
  refreshToken?: string | null;
  /** Cookie values to fall back on when the payload carries no token (filled in by the action creator). */
  cookieAccessToken?: string | null;
  cookieRefreshToken?: string | null;
} & Partial<Record<CompletionFlag, boolean>>;

export type CredentialsPayload = string | { accessToken: string; refreshToken?: string | null };

const withFlags = (state: SessionState, flagOf: (flag: CompletionFlag) => boolean): SessionState => ({
  ...state,
  ...(Object.fromEntries(COMPLETION_FLAGS.map((flag) => [flag, flagOf(flag)])) as Record<CompletionFlag, boolean>),
});

/**
 * The session's reducers, each taking the state and the action's payload and returning the next state. Written as
 * plain immutable updates, not with `createSlice`: `createSlice` brings immer, and this slice is the only one on every
 * page's first load (ADR 006; the member area's slices, loaded later, use `createSlice`). Actions are `user/<name>`,
 * as `createSlice({ name: 'user' })` named them.
 */
const cases = {
  setUser(state: SessionState, payload: SetUserPayload): SessionState {
    // Answers that carry the member (a saved step, a photo upload) do not say whom a family helper acts for; the
    // same profile keeps what `user/me` said (ADR 017). An answer that says it, or another profile, replaces it.
    const kept = state.user?.userId === payload.user.userId && state.user;
    return withFlags(
      {
        ...state,
        loading: false,
        user: {
          ...(kept && { actingAs: kept.actingAs, awaitingConfirmation: kept.awaitingConfirmation }),
          ...payload.user,
        },
        accessToken: payload.accessToken ?? payload.cookieAccessToken ?? state.accessToken,
        refreshToken: payload.refreshToken ?? payload.cookieRefreshToken ?? state.refreshToken,
      },
      (flag) => Boolean(payload.user[flag] || payload[flag]),
    );
  },
  setCredentials(state: SessionState, payload: CredentialsPayload): SessionState {
    return typeof payload === 'string'
      ? { ...state, accessToken: payload }
      : { ...state, accessToken: payload.accessToken, refreshToken: payload.refreshToken || state.refreshToken };
  },
  setActivationToken: (state: SessionState, activationToken: string | null): SessionState => ({
    ...state,
    activationToken,
  }),
  setVerifiedToken: (state: SessionState, token: string | null): SessionState => ({ ...state, token }),
  setNotificationData: (state: SessionState, notificationData: NotificationData | null): SessionState => ({
    ...state,
    notificationData,
  }),
  setMyDetails: (state: SessionState, myDetails: MyDetails | null): SessionState => ({ ...state, myDetails }),
  /** Replaces one section of myDetails, only when myDetails is already loaded. */
  updateMyDetailsSection(state: SessionState, { section, data }: { section: MyDetailsSection; data: MyDetailsPart }) {
    return state.myDetails ? { ...state, myDetails: { ...state.myDetails, [section]: data } } : state;
  },
  setFormFilled(state: SessionState, { flag, value }: { flag: CompletionFlag; value: boolean }): SessionState {
    return { ...state, [flag]: value, user: state.user && { ...state.user, [flag]: value } };
  },
  setUserType(state: SessionState, usertype: UserType | string): SessionState {
    return state.user ? { ...state, user: { ...state.user, usertype } } : state;
  },
  setReauthenticatePassword: (state: SessionState, reauthenticatePassword: string | null): SessionState => ({
    ...state,
    reauthenticatePassword,
  }),
  /** Logout and "no token at start-up": clears the member and both tokens (storage is cleared by the listener). */
  logout: (state: SessionState): SessionState =>
    withFlags(
      {
        ...state,
        loading: false,
        user: null,
        accessToken: null,
        refreshToken: null,
        activationToken: null,
        token: null,
        myDetails: null,
        notificationData: null,
        reauthenticatePassword: null,
      },
      () => false,
    ),
};
type Cases = typeof cases;
type Payload<K extends keyof Cases> = Parameters<Cases[K]> extends [SessionState, infer P] ? P : void;

const SLICE = 'user/';
export const sessionActions = Object.fromEntries(
  Object.keys(cases).map((name) => [name, createAction(SLICE + name)]),
) as unknown as { [K in keyof Cases]: PayloadActionCreator<Payload<K>, `user/${K}`> };

const initialState = createInitialSessionState({
  accessToken: null,
  refreshToken: null,
  activationToken: null,
  token: null,
});

export function sessionReducer(state: SessionState = initialState, action: UnknownAction): SessionState {
  const name = action.type.startsWith(SLICE) ? action.type.slice(SLICE.length) : '';
  const apply = Object.hasOwn(cases, name)
    ? (cases[name as keyof Cases] as (state: SessionState, payload: unknown) => SessionState)
    : undefined;
  return apply ? apply(state, (action as PayloadAction<unknown>).payload) : state;
}

export const updateFamilyDetail = (data: Record<string, unknown>) =>
  sessionActions.updateMyDetailsSection({ section: 'family_details', data });
export const updatePersonalDetails = (data: Record<string, unknown>) =>
  sessionActions.updateMyDetailsSection({ section: 'personal_background', data });
export const updateReligiousBackgroundDetails = (data: Record<string, unknown>) =>
  sessionActions.updateMyDetailsSection({ section: 'religious_background', data });
export const updateLocationDetail = (data: Record<string, unknown>) =>
  sessionActions.updateMyDetailsSection({ section: 'location_background', data });
export const updateEducationDetails = (data: Record<string, unknown>) =>
  sessionActions.updateMyDetailsSection({ section: 'education_and_financial', data });

export type SessionSliceState = { user: SessionState };
export const selectSession = (state: SessionSliceState) => state.user;
export const selectAccessToken = (state: SessionSliceState) => state.user.accessToken;
export const selectHasAnyToken = (state: SessionSliceState) =>
  Boolean(state.user.accessToken || state.user.refreshToken);
export const selectCompletionFlags = createSelector(
  COMPLETION_FLAGS.map((flag) => (state: SessionSliceState) => state.user[flag]),
  (...values: boolean[]) =>
    Object.fromEntries(COMPLETION_FLAGS.map((flag, index) => [flag, values[index]])) as Record<CompletionFlag, boolean>,
);
