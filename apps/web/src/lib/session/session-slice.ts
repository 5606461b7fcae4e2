import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

const sessionSlice = createSlice({
  name: 'user',
  initialState: createInitialSessionState({
    accessToken: null,
    refreshToken: null,
    activationToken: null,
    token: null,
  }),
  reducers: {
    setUser(state, action: PayloadAction<SetUserPayload>) {
      const payload = action.payload;
      state.loading = false;
      // Answers that carry the member (a saved step, a photo upload) do not say whom a family helper acts for; the
      // same profile keeps what `user/me` said (ADR 017). An answer that says it, or another profile, replaces it.
      const kept = state.user?.userId === payload.user.userId && state.user;
      state.user = {
        ...(kept && { actingAs: kept.actingAs, awaitingConfirmation: kept.awaitingConfirmation }),
        ...payload.user,
      };
      state.accessToken = payload.accessToken ?? payload.cookieAccessToken ?? state.accessToken;
      state.refreshToken = payload.refreshToken ?? payload.cookieRefreshToken ?? state.refreshToken;
      for (const flag of COMPLETION_FLAGS) state[flag] = Boolean(payload.user[flag] || payload[flag]);
    },
    setCredentials(state, action: PayloadAction<CredentialsPayload>) {
      const payload = action.payload;
      if (typeof payload === 'string') {
        state.accessToken = payload;
        return;
      }
      state.accessToken = payload.accessToken;
      if (payload.refreshToken) state.refreshToken = payload.refreshToken;
    },
    setActivationToken(state, action: PayloadAction<string | null>) {
      state.activationToken = action.payload;
    },
    setVerifiedToken(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
    setNotificationData(state, action: PayloadAction<NotificationData | null>) {
      state.notificationData = action.payload;
    },
    setMyDetails(state, action: PayloadAction<MyDetails | null>) {
      state.myDetails = action.payload;
    },
    /** Replaces one section of myDetails, only when myDetails is already loaded. */
    updateMyDetailsSection(state, action: PayloadAction<{ section: MyDetailsSection; data: MyDetailsPart }>) {
      if (!state.myDetails) return;
      state.myDetails[action.payload.section] = action.payload.data;
    },
    setFormFilled(state, action: PayloadAction<{ flag: CompletionFlag; value: boolean }>) {
      state[action.payload.flag] = action.payload.value;
      if (state.user) state.user[action.payload.flag] = action.payload.value;
    },
    setUserType(state, action: PayloadAction<UserType | string>) {
      if (state.user) state.user.usertype = action.payload;
    },
    setReauthenticatePassword(state, action: PayloadAction<string | null>) {
      state.reauthenticatePassword = action.payload;
    },
    /** Logout and "no token at start-up": clears the member and both tokens (storage is cleared by the listener). */
    logout(state) {
      state.loading = false;
      state.user = null;
      state.accessToken = null;
      state.refreshToken = null;
      state.activationToken = null;
      state.token = null;
      state.myDetails = null;
      state.notificationData = null;
      state.reauthenticatePassword = null;
      for (const flag of COMPLETION_FLAGS) state[flag] = false;
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

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
