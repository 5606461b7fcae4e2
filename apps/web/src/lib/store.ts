import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
} from 'redux-persist';
// The ES build: the CommonJS one breaks in a production bundle (stack notes, trap 2).
import storage from 'redux-persist/es/storage';
import { PERSIST as PERSIST_SETTINGS, PERSISTED_SESSION_FIELDS } from '@app/shared/constants';
import { apiSlice } from './api/api-slice';
import { connectionReducer } from './realtime/connection-slice';
import { notificationReducer } from './realtime/notification-slice';
import { clearLocalStorage, readStartupCookies } from './session/browser-storage';
import { sessionListener } from './session/session-listener';
import { createInitialSessionState, sessionActions, sessionReducer, type SessionState } from './session/session-slice';

/**
 * Cookies win over local storage for the tokens: the refresh marker cookie is the server's word on whether a
 * session exists, so a stale stored value never resurrects a session the server ended.
 */
function reconcileSession(inbound: Partial<SessionState>, original: SessionState): SessionState {
  return {
    ...original,
    ...inbound,
    accessToken: original.accessToken ?? inbound.accessToken ?? null,
    refreshToken: original.refreshToken,
  };
}

export function createPersistConfig(): PersistConfig<SessionState> {
  return {
    key: PERSIST_SETTINGS.key,
    storage,
    whitelist: [...PERSISTED_SESSION_FIELDS],
    timeout: PERSIST_SETTINGS.timeoutMs,
    stateReconciler: reconcileSession as PersistConfig<SessionState>['stateReconciler'],
  };
}

export function createRootReducer(initialSession: SessionState) {
  const sessionWithInitial = (state: SessionState | undefined, action: Parameters<typeof sessionReducer>[1]) =>
    sessionReducer(state ?? initialSession, action);
  return combineReducers({
    [apiSlice.reducerPath]: apiSlice.reducer,
    user: persistReducer<SessionState>(createPersistConfig(), sessionWithInitial),
    notification: notificationReducer,
    connection: connectionReducer,
  });
}

export function createStore(options: { cookies?: ReturnType<typeof readStartupCookies> } = {}) {
  const initialSession = createInitialSessionState(options.cookies ?? readStartupCookies());
  const store = configureStore({
    reducer: createRootReducer(initialSession),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(sessionListener.middleware)
        .concat(apiSlice.middleware),
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store, null, () => {
    // Spec §4: with neither an access nor a refresh token, storage is cleared and the member is signed out.
    const { accessToken, refreshToken, user } = store.getState().user;
    if (!accessToken && !refreshToken) {
      clearLocalStorage();
      if (user) store.dispatch(sessionActions.logout());
    }
  });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Resolves once redux-persist has rehydrated the session (PersistGate waits for the same). */
export function whenRehydrated(persistor: ReturnType<typeof createStore>['persistor']): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      unsubscribe();
      resolve();
      return true;
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}
