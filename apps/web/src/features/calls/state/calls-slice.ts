import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallInviteEvent, CallKind, ChatMember } from '@app/shared/chat';
import { sessionActions } from '../../../lib/session/session-slice';
import { injectSlice } from '../../../lib/store';

/** The other member of a call, as the screens show them. */
export type CallPeer = Pick<ChatMember, 'userId' | 'name' | 'photo'>;

/**
 * Where this tab's call stands:
 * - `preparing`: the camera and microphone are starting (and, for the caller, the call is being placed);
 * - `ringing`: the caller waits for the answer ("Calling Asha…");
 * - `connecting`: answered, the two browsers are connecting;
 * - `connected`: media flows;
 * - `reconnecting`: the connection dropped and the browsers try again.
 */
export type CallPhase = 'preparing' | 'ringing' | 'connecting' | 'connected' | 'reconnecting';

/** RTCPeerConnection's `connectionState`, or `none` before the connection exists. */
export type CallConnectionState = RTCPeerConnectionState | 'none';

export type ActiveCall = {
  /** Null while the caller's call is being placed (before POST call/start answers). */
  callId: string | null;
  kind: CallKind;
  role: 'caller' | 'callee';
  peer: CallPeer;
  phase: CallPhase;
  /** The call's limit (the lower of the two plans'), once the server said. */
  maxSeconds: number | null;
  /** When the caller's invitation stops ringing (this device's clock, ms). */
  ringUntil: number | null;
  /** When the call was answered (this device's clock, ms): the timer counts from here. */
  acceptedAt: number | null;
  connectionState: CallConnectionState;
  /** Bytes of media received so far (getStats' inbound-rtp `bytesReceived`, summed), updated every second. */
  inboundBytes: number;
  /** Whether the other member's video arrived (a video call shows it, else their photo). */
  remoteVideo: boolean;
  muted: boolean;
  cameraOff: boolean;
};

/** The invitation ringing on this tab, and when it stops (this device's clock, ms). */
export type IncomingCall = CallInviteEvent & { ringUntil: number };

/** Why the camera or microphone could not start (the help dialog explains each). */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

export type NoticeKey =
  | 'noAnswer'
  | 'declined'
  | 'ended'
  | 'cancelled'
  | 'left'
  | 'limitReached'
  | 'failed'
  | 'busy'
  | 'closed'
  | 'missed'
  | 'alreadyInCall'
  | 'startFailed'
  | 'acceptFailed';

/** A message for a toast: a catalogue key with its values, or the server's own words (`text`). */
export type CallNotice = {
  id: number;
  tone: 'success' | 'error';
  key: NoticeKey | null;
  values?: Record<string, string | number>;
  text?: string;
};

export type CallsState = {
  incoming: IncomingCall | null;
  active: ActiveCall | null;
  mediaProblem: { kind: CallKind; problem: MediaProblem } | null;
  notices: CallNotice[];
  nextNoticeId: number;
};

const initialState: CallsState = { incoming: null, active: null, mediaProblem: null, notices: [], nextNoticeId: 1 };

type Started = Pick<ActiveCall, 'kind' | 'role' | 'peer'> & Partial<Pick<ActiveCall, 'callId' | 'maxSeconds'>>;

/**
 * The calls' state (issue 13 point 5): the invitation ringing, this tab's call, the camera/microphone help and the
 * toasts to show. The media itself (streams, the peer connection) lives in the call controller, outside the store.
 * Emptied at logout.
 */
export const callsSlice = createSlice({
  name: 'calls',
  initialState,
  reducers: {
    invited(state, action: PayloadAction<IncomingCall>) {
      state.incoming = action.payload;
    },
    incomingCleared(state) {
      state.incoming = null;
    },
    started(state, action: PayloadAction<Started>) {
      const { callId = null, maxSeconds = null, ...rest } = action.payload;
      state.incoming = null;
      state.mediaProblem = null;
      state.active = {
        ...rest,
        callId,
        maxSeconds,
        phase: 'preparing',
        ringUntil: null,
        acceptedAt: null,
        connectionState: 'none',
        inboundBytes: 0,
        remoteVideo: false,
        muted: false,
        cameraOff: false,
      };
    },
    placed(state, action: PayloadAction<{ callId: string; maxSeconds: number; ringUntil: number }>) {
      if (!state.active) return;
      Object.assign(state.active, action.payload, { phase: 'ringing' });
    },
    answered(state, action: PayloadAction<{ acceptedAt: number; maxSeconds?: number }>) {
      if (!state.active) return;
      state.active.acceptedAt = action.payload.acceptedAt;
      if (action.payload.maxSeconds !== undefined) state.active.maxSeconds = action.payload.maxSeconds;
      if (state.active.phase === 'preparing' || state.active.phase === 'ringing') state.active.phase = 'connecting';
    },
    connectionChanged(state, action: PayloadAction<RTCPeerConnectionState>) {
      const active = state.active;
      if (!active) return;
      const connection = action.payload;
      active.connectionState = connection;
      if (connection === 'connected') active.phase = 'connected';
      else if (connection === 'disconnected' && active.phase === 'connected') active.phase = 'reconnecting';
    },
    statsMeasured(state, action: PayloadAction<number>) {
      if (state.active) state.active.inboundBytes = action.payload;
    },
    remoteVideoChanged(state, action: PayloadAction<boolean>) {
      if (state.active) state.active.remoteVideo = action.payload;
    },
    mutedChanged(state, action: PayloadAction<boolean>) {
      if (state.active) state.active.muted = action.payload;
    },
    cameraOffChanged(state, action: PayloadAction<boolean>) {
      if (state.active) state.active.cameraOff = action.payload;
    },
    cleared(state) {
      state.active = null;
    },
    mediaFailed(state, action: PayloadAction<{ kind: CallKind; problem: MediaProblem }>) {
      state.mediaProblem = action.payload;
    },
    mediaHelpClosed(state) {
      state.mediaProblem = null;
    },
    noticed(state, action: PayloadAction<Omit<CallNotice, 'id'>>) {
      state.notices.push({ ...action.payload, id: state.nextNoticeId });
      state.nextNoticeId += 1;
    },
    noticeShown(state, action: PayloadAction<number>) {
      state.notices = state.notices.filter((notice) => notice.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.logout, () => initialState);
  },
});

export const callsActions = callsSlice.actions;

/**
 * The calls' state (empty before the slice joined the store). The store's type does not name this slice: lib/store.ts
 * imports no feature (the import boundaries), so the state is read here by its key.
 */
export const selectCalls = (state: object): CallsState => (state as { calls?: CallsState }).calls ?? initialState;

injectSlice(callsSlice);
