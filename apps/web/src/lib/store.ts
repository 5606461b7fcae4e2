import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type WithSlice,
} from '@reduxjs/toolkit';
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
// The ES build: the CommonJS one breaks in a production bundle.
import storage from 'redux-persist/es/storage';
import { PERSIST as PERSIST_SETTINGS, PERSISTED_SESSION_FIELDS } from '@app/shared/constants';
import type { apiSlice } from './api/api-slice';
import type { chatSlice } from './realtime/chat-slice';
import type { connectionSlice } from './realtime/connection-slice';
import type { notificationSlice } from './realtime/notification-slice';
import { clearLocalStorage, readStartupCookies } from './session/browser-storage';
import { sessionEffects } from './session/session-effects';
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

function createPersistConfig(): PersistConfig<SessionState> {
  return {
    key: PERSIST_SETTINGS.key,
    storage,
    whitelist: [...PERSISTED_SESSION_FIELDS],
    timeout: PERSIST_SETTINGS.timeoutMs,
    stateReconciler: reconcileSession as PersistConfig<SessionState>['stateReconciler'],
  };
}

/**
 * Slices that join the store when their code first loads: RTK Query's API, with the first feature that calls it;
 * `notification` and `connection`, with the member area's realtime code and the features that show them;
 * `chat`, with the chat's code.
 */
export type LazyLoadedSlices = WithSlice<typeof apiSlice> &
  WithSlice<typeof notificationSlice> &
  WithSlice<typeof connectionSlice> &
  WithSlice<typeof chatSlice>;

function createRootReducer() {
  return combineSlices({
    user: persistReducer<SessionState>(createPersistConfig(), sessionReducer),
  }).withLazyLoadedSlices<LazyLoadedSlices>();
}

type RootReducer = ReturnType<typeof createRootReducer>;

const lazyMiddleware = createDynamicMiddleware();
type LazySlice = { reducerPath: string; reducer: Reducer };
const injected: LazySlice[] = [];
const sliceInjected = createAction<string>('store/sliceInjected');
// The app has one store; tests make several, each of which must gain the slice too.
const liveStores = new Set<{ reducer: RootReducer; dispatch: (action: ReturnType<typeof sliceInjected>) => unknown }>();

/**
 * Adds a slice (and any middleware) to every store, present and future. Used by RTK Query's API when the first
 * feature that needs the server loads, so pages that make no request (the home page) never download RTK Query.
 * The slice's state exists as soon as this returns. The realtime slices join the same way.
 */
export function injectSlice(slice: LazySlice, ...middleware: Middleware[]): void {
  injected.push(slice);
  lazyMiddleware.addMiddleware(...middleware);
  for (const { reducer, dispatch } of liveStores) {
    reducer.inject(slice as never);
    dispatch(sliceInjected(slice.reducerPath));
  }
}

export function createStore(options: { cookies?: ReturnType<typeof readStartupCookies> } = {}) {
  const initialSession = createInitialSessionState(options.cookies ?? readStartupCookies());
  const reducer = createRootReducer();
  for (const slice of injected) reducer.inject(slice as never);
  const store = configureStore({
    reducer,
    // The tokens known from cookies at start-up; redux-persist then merges the stored session into this state.
    preloadedState: { user: initialSession } as Parameters<RootReducer>[0],
    // Under Vitest the development checks still run, but their "took N ms" warnings measure the machine's load, not
    // the code, and any warning fails a test: there they may take 10 s before they say so. MODE is a constant in
    // every build, so the bundler keeps only the second object (the shell's bytes are unchanged).
    middleware: (getDefault) =>
      getDefault(
        import.meta.env.MODE === 'test'
          ? {
              immutableCheck: { warnAfter: 10_000 },
              serializableCheck: {
                ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
                warnAfter: 10_000,
              },
            }
          : { serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } },
      )
        .prepend(sessionEffects)
        .concat(lazyMiddleware.middleware),
  });
  liveStores.add({ reducer, dispatch: store.dispatch });
  const persistor = persistStore(store, null, () => {
    // With neither an access nor a refresh token, storage is cleared and the member is signed out.
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
