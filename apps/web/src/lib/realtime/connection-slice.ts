import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionStatusEvent } from '@app/shared/realtime';
import { injectSlice } from '../store';

/**
 * The connection state: connectionStatus and connectionType, set from `connection_Status` payloads. Each status is kept
 * per member (`byUserId`) so an event about someone else never overwrites the profile on screen; the
 * top-level pair mirrors the latest event, as the existing clients expect. It joins the store with the first code
 * that uses it (the member area's), never with the home page's first load (ADR 006).
 */
type Pair = {
  connectionStatus: ConnectionStatusEvent['connection_status'];
  connectionType: ConnectionStatusEvent['connectionType'];
};
export type ConnectionState = Pair & { byUserId: Partial<Record<string, Pair>> };

const initialState: ConnectionState = { connectionStatus: 'no connection', connectionType: 'none', byUserId: {} };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    setConnectionStatus(state, action: PayloadAction<ConnectionStatusEvent>) {
      state.connectionStatus = action.payload.connection_status;
      state.connectionType = action.payload.connectionType;
      if (action.payload.userId) {
        state.byUserId[action.payload.userId] = {
          connectionStatus: action.payload.connection_status,
          connectionType: action.payload.connectionType,
        };
      }
    },
    resetConnections() {
      return initialState;
    },
  },
});

export const connectionActions = connectionSlice.actions;
export const connectionReducer = connectionSlice.reducer;
injectSlice(connectionSlice);
